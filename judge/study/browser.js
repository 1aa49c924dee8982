/* browser.js - drives the study pages in headless Chromium (Debian's /usr/bin/chromium, through
 * npm's playwright-core; no browser is downloaded), for judge/tests/study-test.sh and for
 * looking at a page. One browser for a list of jobs read from stdin, one a line, tab-separated:
 *
 *   answer PAGE INPUT OUT        open PAGE#in=<INPUT's text>; write #answer's text to OUT
 *   game PAGE INPUT K SIDE HOW OUT
 *                                there, play item K as side SIDE (0: the first mover, 1: the
 *                                other): HOW "hints" turns the hints on and clicks the move the
 *                                page marks best, "first" clicks the first move listed; write to
 *                                OUT the result (won, lost, draw, or "stuck" after 400 moves),
 *                                then each feedback line the page gave
 *   shot PAGE INPUT PNG [K SIDE [MOVES]]   a screenshot of the whole page (INPUT "-": the page as it
 *                                opens); with K, of the play panel of item K as side SIDE, after
 *                                MOVES (default 1) of the user's moves by the hints
 *   time PAGE                    milliseconds from navigation to the answer shown, on stdout
 *   class PAGE - OUT             a class's page (judge/study/class.js): to OUT a line per row as
 *                                shown ("row", then its cells), the names after each sort (a
 *                                click on a column, then another), and for each row, opened by a
 *                                click: "detail", its name, how many pictures, its expected and
 *                                found answers (as JSON strings) and the input its study link
 *                                carries, written to OUT.link-K (K from 1; "-" with no link),
 *                                then why it has no picture ("-" when it has one)
 *
 *   node judge/study/browser.js < jobs      (NODE_PATH: where playwright-core is installed)
 * The jobs run in tabs side by side, JOBS at a time (default one per core: a page's search is
 * its own CPU's work), but a time job alone, with nothing beside it.
 * Exit status 1 when a job could not run (a page error, a time-out): the page's own errors count.
 */
"use strict";
const fs = require("fs");
const os = require("os");
const { chromium } = require("playwright-core");

const url = (page, input) => "file://" + page + (input === "-" ? "" : "#in=" + encodeURIComponent(fs.readFileSync(input, "latin1")));

async function open(browser, page, input, ready = "#answer[data-done]") {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  tab.errors = [];
  tab.on("pageerror", (e) => tab.errors.push(String(e)));
  tab.on("request", (r) => { if (!/^(file|data|about):/.test(r.url())) tab.errors.push("it fetched " + r.url()); });
  await tab.goto(url(page, input));
  await tab.waitForSelector(ready, { state: "attached", timeout: 60000 });
  return tab;
}

async function game(tab, k, side, how) {
  const feedback = [];
  await tab.click(`button.play[data-item="${k}"][data-side="${side}"]`);
  if (how === "hints") await tab.check("#hints");
  for (let moves = 0; moves < 400; moves++) {
    await tab.waitForFunction(() => ["user", "over"].includes(document.getElementById("play").dataset.turn));
    if ((await tab.getAttribute("#play", "data-turn")) === "over") {
      return [await tab.getAttribute("#play", "data-result"), ...feedback].join("\n") + "\n";
    }
    await tab.click(how === "hints" ? "#moves button.best" : "#moves button >> nth=0");
    feedback.push(await tab.textContent("#feedback"));
  }
  return ["stuck", ...feedback].join("\n") + "\n";
}

async function classPage(tab, out) {
  const rows = () => tab.$$eval("#board tr.sub", (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  const lines = (await rows()).map((r) => ["row", ...r].join("\t"));
  for (const key of ["verdict", "passed", "name", "group"]) for (const order of ["up", "down"]) {
    await tab.click(`#board th[data-key="${key}"]`);
    lines.push([`sorted ${key} ${order}`, ...(await rows()).map((r) => r[0])].join("\t"));
  }
  const n = (await rows()).length;
  for (let i = 0; i < n; i++) {
    const tr = tab.locator("#board tr.sub").nth(i);
    await tr.click();
    const d = await tab.$eval("#board tr.detail", (td) => {
      const pre = (c) => (td.querySelector("pre." + c) ? td.querySelector("pre." + c).textContent : null);
      const a = td.querySelector("a.study"), none = td.querySelector("p.no-picture");
      return { svgs: td.querySelectorAll("svg").length, expected: pre("expected"), found: pre("found"), none: none ? none.textContent : "-",
        link: a ? decodeURIComponent(a.getAttribute("href").split("#in=")[1]) : null };
    });
    if (d.link !== null) fs.writeFileSync(`${out}.link-${i + 1}`, d.link, "latin1");
    lines.push(["detail", await tr.getAttribute("data-name"), d.svgs, JSON.stringify(d.expected), JSON.stringify(d.found),
      d.link === null ? "-" : `${out}.link-${i + 1}`, d.none].join("\t"));
    await tr.click();
  }
  fs.writeFileSync(out, lines.join("\n") + "\n");
}

// One job (a line's fields) in a tab of its own: 0, or 1 when it could not run (said on stderr).
async function run(browser, [job, page, input, ...rest]) {
  let tab, status = 0;
  try {
    if (job === "class") {
      tab = await open(browser, page, "-", "#board[data-done]");
      await classPage(tab, rest[0]);
    } else if (job === "time") {
      tab = await open(browser, page, "-");
      console.log(await tab.getAttribute("#answer", "data-done"));
    } else {
      tab = await open(browser, page, input);
      if (job === "answer") fs.writeFileSync(rest[0], await tab.textContent("#answer"));
      else if (job === "game") fs.writeFileSync(rest[3], await game(tab, rest[0], rest[1], rest[2]));
      else if (job === "shot" && rest.length === 1) await tab.screenshot({ path: rest[0], fullPage: true });
      else if (job === "shot") {
        await tab.click(`button.play[data-item="${rest[1]}"][data-side="${rest[2]}"]`);
        await tab.check("#hints");
        for (let i = 0; i < Number(rest[3] || 1); i++) {
          await tab.waitForFunction(() => ["user", "over"].includes(document.getElementById("play").dataset.turn));
          if ((await tab.getAttribute("#play", "data-turn")) === "user") await tab.click("#moves button.best");
        }
        await tab.waitForFunction(() => ["user", "over"].includes(document.getElementById("play").dataset.turn));
        await (await tab.$("#play")).screenshot({ path: rest[0] });
      }
      else throw new Error("unknown job " + job);
    }
    if (tab.errors.length) throw new Error("the page threw: " + tab.errors.join("; "));
  } catch (e) {
    console.error(`browser: ${job} ${page} ${input || ""}: ${e.message.split("\n")[0]}`);
    status = 1;
  }
  if (tab) await tab.close();
  return status;
}

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
  const jobs = fs.readFileSync(0, "utf8").split("\n").filter((l) => l).map((l) => l.split("\t"));
  const width = Number(process.env.JOBS) > 0 ? Number(process.env.JOBS) : os.cpus().length;
  let status = 0;
  for (let i = 0; i < jobs.length; ) {
    if (jobs[i][0] === "time") { // measured alone
      status |= await run(browser, jobs[i++]);
      continue;
    }
    let end = i;
    while (end < jobs.length && jobs[end][0] !== "time") end++;
    const batch = jobs.slice(i, end);
    let next = 0;
    await Promise.all(Array.from({ length: Math.min(width, batch.length) }, async () => {
      while (next < batch.length) status |= await run(browser, batch[next++]);
    }));
    i = end;
  }
  await browser.close();
  process.exitCode = status;
})();
