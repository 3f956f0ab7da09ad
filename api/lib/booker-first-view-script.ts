import { createHash } from 'node:crypto';
import { FIRST_ANSWER_ID, FIRST_PICK_KEY, FIRST_VIEW_ID } from '#shared/booker-first-view.ts';

const UNPRESSED =
  'border-gray-300 bg-white text-gray-900 hover:border-brand dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50';
const PRESSED = 'border-brand bg-brand text-brand-foreground';
/** A calendar day's classes in MonthCalendar: closed (as the server draws every day), open, picked. */
export const DAY_CLOSED = 'cursor-default text-gray-400 dark:text-gray-600';
const DAY_OPEN = 'bg-gray-100 text-gray-900 hover:ring-2 hover:ring-brand dark:bg-gray-800 dark:text-gray-50';
const DAY_SELECTED = 'bg-brand text-brand-foreground';
/** The 12h/24h toggle's options in HourFormatToggle: not pressed (as the server draws both), pressed. */
export const HOUR_OFF = 'text-gray-600 dark:text-gray-400';
const HOUR_ON = 'bg-white text-gray-900 shadow-sm dark:bg-gray-700 dark:text-gray-50';

/**
 * The first view's only script, inline (no request) and allowed by the CSP through its hash. The
 * view arrives hidden and this script shows it once it is the visitor's: on a slow link the page
 * arrives in pieces, and its times would otherwise show in the host's zone, the wrong day around
 * them, until the script has run. Before the app's JavaScript arrives it: applies the host's look (dark or light, brand colour); writes each
 * `<time datetime>` in the visitor's zone and 12/24-hour choice as the booker does (?tz=, else the
 * zone last chosen here, else the browser's); keeps the times of one local day (?date= when it has
 * any, else the first) and writes that day into the address as `?date=`, so the app starts on it;
 * marks the calendar's open days, that day and today, the zone and the 12/24-hour choice as the app
 * will; and remembers a tap (window.__kairosFirstPick and sessionStorage) for the app, which opens
 * the booking form for it when it starts.
 */
export const FIRST_VIEW_SCRIPT = `(()=>{const d=document,v=d.getElementById(${JSON.stringify(FIRST_VIEW_ID)});try{
const a=JSON.parse(d.getElementById(${JSON.stringify(FIRST_ANSWER_ID)}).textContent),h=d.documentElement,q=new URLSearchParams(location.search),
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
want=q.get("date"),go=t.some(e=>day(e)==want)?want:t.length?day(t[0]):"",
T=k.format(new Date()),O=new Set(a.slots.slots.map(e=>k.format(new Date(e.start)))),
sw=(e,x,y)=>{e.classList.remove(...x.split(" "));e.classList.add(...y.split(" "))},$=x=>v.querySelector(x);
for(const e of t)day(e)==go?e.textContent=f.format(at(e)):e.closest("li").remove();
const g=t.find(e=>day(e)==go);if(g){$("[data-day-name]").textContent=w.format(at(g));const u=new URL(location.href);u.searchParams.set("date",go);history.replaceState(history.state,"",u)}
$("[data-zone]").textContent=z.replace(/_/g," ");
const o=I("en",{timeZone:z,timeZoneName:"shortOffset"}).formatToParts(g?at(g):new Date()).find(x=>x.type=="timeZoneName");if(o)$("[data-offset]").textContent=o.value.replace(/^GMT\\+0$/,"GMT");
for(const e of v.querySelectorAll("[data-hour12]"))if(e.dataset.hour12==String(p))sw(e,${JSON.stringify(HOUR_OFF)},${JSON.stringify(HOUR_ON)});
for(const e of v.querySelectorAll("[data-date]")){const x=e.dataset.date;if(x==go||O.has(x))sw(e,${JSON.stringify(DAY_CLOSED)},x==go?${JSON.stringify(DAY_SELECTED)}:${JSON.stringify(DAY_OPEN)});
if(x==T)e.insertAdjacentHTML("beforeend",'<span class="absolute bottom-1 size-1 rounded-full '+(x==go?"bg-brand-foreground":"bg-brand")+'"></span>')}
$("[data-previous]").disabled=a.month<=T.slice(0,7);
v.addEventListener("click",e=>{const n=e.target.closest("button[data-start]");if(!n)return;
const P=${JSON.stringify(PRESSED)}.split(" "),U=${JSON.stringify(UNPRESSED)}.split(" ");
for(const o of v.querySelectorAll("button[data-start]")){const on=o==n;o.setAttribute("aria-pressed",on);o.classList.remove(...(on?U:P));o.classList.add(...(on?P:U))}
const x={path:location.pathname,start:n.dataset.start};window.__kairosFirstPick=x;try{sessionStorage.setItem(${JSON.stringify(FIRST_PICK_KEY)},JSON.stringify(x))}catch{}});
}catch{}v.hidden=!1})()`;

/** The CSP source that allows exactly FIRST_VIEW_SCRIPT and no other inline script. */
export const FIRST_VIEW_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`;

/** The classes of an open time's button in the first view: the booker's SlotList, unpressed. */
export const TIME_BUTTON_CLASS = `flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${UNPRESSED}`;
