import { ChevronDown, Download, HelpCircle, LogOut, Map as MapIcon, Palette, Plane, User } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_MENU_CLOSE_DELAY_MS } from '#shared/constants.ts';
import { paths } from '#shared/routes.ts';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { profileQueryOptions } from '@/lib/profile-query.ts';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/shell.ts';
import { isDesktop } from '@/lib/token-store.ts';
import { useDesktopVersion } from '../hooks/use-desktop-version.ts';

/** The header's user menu: opens on hover (closing 200 ms after the pointer leaves) or by keyboard. */
export function UserMenu() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const desktopVersion = useDesktopVersion();
  // The session knows no picture; the profile (shared with the profile page, so an upload shows here at once) does.
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: user !== null });
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Menu
      openOnHover
      closeDelayMs={USER_MENU_CLOSE_DELAY_MS}
      menuClassName="min-w-56"
      triggerClassName="flex w-full min-w-0 items-center gap-2 rounded-md px-1.5 py-1.5 text-left text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-100 dark:hover:bg-gray-800"
      trigger={
        <>
          <UserAvatar
            src={profile?.avatar_url ?? null}
            firstName={user.first_name}
            lastName={user.last_name}
            className="size-7 text-xs"
            decorative
          />
          <span className="min-w-0 flex-1 truncate">{fullName}</span>
          <ChevronDown className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        </>
      }
    >
      <MenuItem icon={<User className="h-4 w-4" />} onSelect={() => navigate(paths.settingsProfile)}>
        {tx('shell.menu.myProfile')}
      </MenuItem>
      <MenuItem icon={<Palette className="h-4 w-4" />} onSelect={() => navigate(paths.settingsAppearance)}>
        {tx('shell.menu.mySettings')}
      </MenuItem>
      <MenuItem icon={<Plane className="h-4 w-4" />} onSelect={() => navigate(paths.settingsOutOfOffice)}>
        {tx('shell.menu.outOfOffice')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<MapIcon className="h-4 w-4" />} disabled title={tx('shell.comingSoon')}>
        {tx('shell.menu.roadmap')}
      </MenuItem>
      <MenuItem icon={<HelpCircle className="h-4 w-4" />} disabled title={tx('shell.comingSoon')}>
        {tx('shell.menu.help')}
      </MenuItem>
      {isDesktop() ? (
        // Inside the desktop app there is nothing to download; it shows which version runs
        // (docs/product.md#desktop-download).
        <MenuItem icon={<Download className="h-4 w-4" />} disabled>
          {desktopVersion ? tx('shell.menu.desktopVersion', { version: desktopVersion }) : tx('shell.menu.desktop')}
        </MenuItem>
      ) : (
        <MenuItem icon={<Download className="h-4 w-4" />} onSelect={() => navigate(paths.download)}>
          {tx('shell.menu.downloadDesktopApp')}
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem icon={<LogOut className="h-4 w-4" />} onSelect={() => void logout()}>
        {tx('shell.menu.signOut')}
      </MenuItem>
    </Menu>
  );
}
