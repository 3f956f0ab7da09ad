import { createHash } from 'node:crypto';
import { FIRST_ANSWER_ID, FIRST_PICK_KEY, FIRST_VIEW_ID } from '#shared/booker-first-view.ts';

const UNPRESSED =
  'border-gray-300 bg-white text-gray-900 hover:border-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50';
const PRESSED = 'border-brand bg-brand text-brand-foreground';

/**
 * The first view's only script, inline (no request) and allowed by the CSP through its hash. Before
 * the app's JavaScript arrives it: applies the host's look (dark or light, brand colour); writes each
 * `<time datetime>` in the visitor's zone and 12/24-hour choice as the booker does (?tz=, else the
 * zone last chosen here, else the browser's); keeps the times of one local day (?date= when it has
 * any, else the first); and remembers a tap (window.__kairosFirstPick and sessionStorage) for the
 * app, which opens the booking form for it when it starts (first-answer.ts).
 */
export const FIRST_VIEW_SCRIPT = `(()=>{try{
const d=document,v=d.getElementById(${JSON.stringify(FIRST_VIEW_ID)}),a=JSON.parse(d.getElementById(${JSON.stringify(FIRST_ANSWER_ID)}).textContent),h=d.documentElement,q=new URLSearchParams(location.search),
s=k=>{try{return localStorage.getItem(k)}catch{return null}},I=Intl.DateTimeFormat,
ok=z=>{try{new I("en",{timeZone:z});return!0}catch{return!1}},
m=a.look.theme=="system"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):a.look.theme,b=a.look[m];
h.classList.toggle("dark",m=="dark");h.style.colorScheme=m;h.style.setProperty("--brand",b[0]);h.style.setProperty("--brand-foreground",b[1]);
let z=q.get("tz");if(!z||!ok(z))z=s("kairos.booker.timeZone");if(!z||!ok(z))z=I().resolvedOptions().timeZone||"UTC";
const L=a.event.locale||"en",E=L=="en",
c=s("kairos.booker.hour12"),p=c===null?/h1[12]/.test(I(E?void 0:L,{hour:"numeric"}).resolvedOptions().hourCycle):c=="true",
f=I(E?"en-US":L,{timeZone:z,hour:p?"numeric":"2-digit",minute:"2-digit",hourCycle:p?"h12":"h23"}),
k=I("en-CA",{timeZone:z,year:"numeric",month:"2-digit",day:"2-digit"}),
w=I(E?"en-GB":L,{timeZone:z,weekday:"long",day:"numeric",month:"long"}),
t=[...v.querySelectorAll("time")],at=e=>new Date(e.dateTime),day=e=>k.format(at(e)),
want=q.get("date"),go=t.some(e=>day(e)==want)?want:t.length?day(t[0]):"";
for(const e of t)day(e)==go?e.textContent=f.format(at(e)):e.closest("li").remove();
const g=t.find(e=>day(e)==go);if(g)v.querySelector("h2").textContent=w.format(at(g));
v.addEventListener("click",e=>{const n=e.target.closest("button[data-start]");if(!n)return;
const P=${JSON.stringify(PRESSED)}.split(" "),U=${JSON.stringify(UNPRESSED)}.split(" ");
for(const o of v.querySelectorAll("button[data-start]")){const on=o==n;o.setAttribute("aria-pressed",on);o.classList.remove(...(on?U:P));o.classList.add(...(on?P:U))}
const x={path:location.pathname,start:n.dataset.start};window.__kairosFirstPick=x;try{sessionStorage.setItem(${JSON.stringify(FIRST_PICK_KEY)},JSON.stringify(x))}catch{}});
}catch{}})()`;

/** The CSP source that allows exactly FIRST_VIEW_SCRIPT and no other inline script. */
export const FIRST_VIEW_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`;

/** The classes of an open time's button in the first view: the booker's SlotList, unpressed. */
export const TIME_BUTTON_CLASS = `flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${UNPRESSED}`;
