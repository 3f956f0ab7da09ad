import {
  BarChart3,
  Calendar,
  ChevronDown,
  Clock,
  Copy,
  ExternalLink,
  Globe,
  Grid3x3,
  Link as LinkIcon,
  Search,
  Server,
  Split,
  Users,
  Zap,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { cn } from '@/lib/cn.ts';
import { useSession } from '@/lib/session.tsx';
import { tx } from '@/lib/texts/shell.ts';
import { usePublicPageLink } from '../hooks/use-public-page-link.ts';
import { PromoCard } from './promo-card.tsx';
import { UserMenu } from './user-menu.tsx';
import { UsernamePrompt } from './username-prompt.tsx';

const itemLayout =
  'flex w-full items-center gap-2.5 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand';
const itemClasses = `${itemLayout} py-2`;
const idleClasses = 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800';

function NavItem({
  to,
  icon,
  nested,
  end = true,
  children,
}: {
  to: string;
  icon?: ReactNode;
  nested?: boolean;
  /** false: also highlighted on the pages under it (a team's page under Teams). */
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          itemLayout,
          nested ? 'py-1.5 pl-9' : 'py-2',
          isActive ? 'bg-gray-200/70 text-gray-900 dark:bg-gray-800 dark:text-white' : idleClasses,
        )
      }
    >
      {icon && (
        <span aria-hidden className="h-4 w-4 shrink-0">
          {icon}
        </span>
      )}
      {children}
    </NavLink>
  );
}

/** App Store and Installed Apps (docs/product.md#apps); open while either is the current page. */
function AppsGroup() {
  const { pathname } = useLocation();
  const inApps = pathname === paths.apps || pathname.startsWith(`${paths.apps}/`);
  const [expanded, setExpanded] = useState(inApps);
  const groupId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded((v) => !v)}
        className={cn(itemClasses, idleClasses)}
      >
        <Grid3x3 aria-hidden className="h-4 w-4 shrink-0" />
        <span className="flex-1 text-left">{tx('shell.nav.apps')}</span>
        <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
      </button>
      {expanded && (
        <ul id={groupId} className="mt-0.5 space-y-0.5">
          <li>
            <NavItem to={paths.apps} nested>
              {tx('shell.nav.appStore')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.appsInstalled} nested>
              {tx('shell.nav.installedApps')}
            </NavItem>
          </li>
        </ul>
      )}
    </li>
  );
}

/** The dashboard's sidebar (docs/product.md#sidebar). */
export function Sidebar() {
  const { user } = useSession();
  const publicPage = usePublicPageLink();
  const isAppAdmin = user?.role === 'app_admin';
  const isCompanyAdmin = user?.role === 'company_admin';

  return (
    // The whole column scrolls when it is taller than the window (a short laptop screen, an admin's
    // longer list, the Apps group open), so no entry is ever hidden behind the promo card below it.
    <div className="flex h-full flex-col gap-4 overflow-y-auto px-3 py-4">
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">
          <UserMenu />
        </div>
        <Tooltip content={tx('shell.comingSoon')} side="bottom">
          <button
            type="button"
            aria-label={tx('shell.search')}
            aria-disabled="true"
            className="flex h-8 w-8 shrink-0 cursor-default items-center justify-center rounded-md text-gray-400 dark:text-gray-500"
          >
            <Search className="h-4 w-4" aria-hidden />
          </button>
        </Tooltip>
      </div>

      <nav aria-label={tx('shell.mainNavigation')} className="flex-1">
        <ul className="space-y-0.5">
          <li>
            <NavItem to={paths.home} icon={<LinkIcon className="h-4 w-4" />}>
              {tx('shell.nav.eventTypes')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.bookings} icon={<Calendar className="h-4 w-4" />}>
              {tx('shell.nav.bookings')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.availability} icon={<Clock className="h-4 w-4" />}>
              {tx('shell.nav.availability')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.teams} end={false} icon={<Users className="h-4 w-4" />}>
              {tx('shell.nav.teams')}
            </NavItem>
          </li>
          <AppsGroup />
          <li>
            <NavItem to={paths.routing} icon={<Split className="h-4 w-4" />}>
              {tx('shell.nav.routing')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.workflows} icon={<Zap className="h-4 w-4" />}>
              {tx('shell.nav.workflows')}
            </NavItem>
          </li>
          <li>
            <NavItem to={paths.insights} icon={<BarChart3 className="h-4 w-4" />}>
              {tx('shell.nav.insights')}
            </NavItem>
          </li>
        </ul>

        {(isAppAdmin || isCompanyAdmin) && (
          <section aria-labelledby="sidebar-administration" className="mt-6">
            <h2
              id="sidebar-administration"
              className="mb-1 px-2.5 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400"
            >
              {tx('shell.nav.administration')}
            </h2>
            <ul className="space-y-0.5">
              {isAppAdmin && (
                <li>
                  <NavItem to={paths.adminDns} icon={<Server className="h-4 w-4" />}>
                    {tx('shell.nav.adminDns')}
                  </NavItem>
                </li>
              )}
              {isCompanyAdmin && (
                <li>
                  <NavItem to={paths.settingsDomains} icon={<Globe className="h-4 w-4" />}>
                    {tx('shell.nav.domains')}
                  </NavItem>
                </li>
              )}
            </ul>
          </section>
        )}
      </nav>

      <div className="space-y-3">
        <PromoCard />
        <div className="space-y-0.5">
          <button type="button" onClick={publicPage.view} className={cn(itemClasses, idleClasses)}>
            <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
            {tx('shell.viewPublicPage')}
          </button>
          <button type="button" onClick={() => void publicPage.copy()} className={cn(itemClasses, idleClasses)}>
            <Copy aria-hidden className="h-4 w-4 shrink-0" />
            {tx('shell.copyPublicPageLink')}
          </button>
        </div>
      </div>
      <UsernamePrompt open={publicPage.promptOpen} onOpenChange={publicPage.setPromptOpen} />
    </div>
  );
}
