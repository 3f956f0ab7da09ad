// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload,
// which proxies /api to the API. Prints both URLs once both answer; Ctrl-C stops both.
//   PORT (API, default 3000), WEB_PORT (Vite, default 5173), HOST (default 127.0.0.1).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = `http://${host}:${apiPort}`;
const webUrl = `http://${host}:${webPort}`;
const bin = (pkg, file) => join('node_modules', pkg, file);

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'api/server.ts'], {
    stdio: 'inherit',
    // Links in emails and copied links point at the page a developer has open: the Vite server.
    env: { APP_URL: webUrl, ...process.env, HOST: host, PORT: String(apiPort) },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--host', host, '--port', String(webPort), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, KAIROS_API_URL: apiUrl },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 120_000;
while (!stopping && Date.now() < deadline) {
  if ((await answers(`${apiUrl}/api/health`)) && (await answers(`${webUrl}/api/health`))) {
    console.log(
      `\nKairos is running for development:\n  web app  ${webUrl}  (Vite, hot reload; /api is proxied)\n  API      ${apiUrl}  (reloads on change)\n`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!stopping && Date.now() >= deadline) {
  console.error('npm run dev: the API or the Vite server did not answer within 2 minutes');
  stop(1);
}
