import { EventEmitter } from 'node:events';

/**
 * Small stand-ins for Electron objects (the Electron binary cannot run here). They record what
 * the shell registers so a test can drive it the way Chromium would.
 */
export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  readonly sent: string[] = [];
  mainFrame: FakeFrame;

  constructor(url = 'app://kairos/') {
    super();
    this.mainFrame = new FakeFrame(url, null);
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }) {
    this.windowOpenHandler = handler;
  }

  send(channel: string) {
    this.sent.push(channel);
  }

  /** Emits a navigation event like Chromium does; true when the shell prevented it. */
  navigate(eventName: 'will-navigate' | 'will-redirect', url: string): boolean {
    let prevented = false;
    this.emit(eventName, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

export class FakeFrame {
  constructor(
    public url: string,
    public parent: FakeFrame | null,
  ) {}
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl?: string },
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, requestingOrigin: string) => boolean;

export class FakeSession {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  deviceHandler: ((details: unknown) => boolean) | null = null;

  setPermissionRequestHandler(handler: PermissionRequestHandler) {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler) {
    this.checkHandler = handler;
  }
  setDevicePermissionHandler(handler: (details: unknown) => boolean) {
    this.deviceHandler = handler;
  }

  /** Asks like Chromium does when a page requests a permission; resolves to the answer. */
  request(permission: string, requestingUrl: string): Promise<boolean> {
    return new Promise((resolve) => this.requestHandler!(null, permission, resolve, { requestingUrl }));
  }
}
