/* class.js - a class's page (judge/study/class.html): the scoreboard from make judge's JSON report
   of a class (judge/judging/report.c: CLASS.report; CLASS.tl the time limit), sortable, each row opening its first failing
   case and its counterexample (our explainer's picture and words), with a link that opens the
   study page on that input. Every name and output is set as text, never as markup; only the
   pictures our explainer drew are markup. */
"use strict";
const $ = (id) => document.getElementById(id);
const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; };

// A submission's row: the facts the columns show, from its entry of the report.
function facts(s) {
  const cases = s.cases || [];
  const failing = cases.find((c) => c.verdict !== "AC");
  const slowest = cases.reduce((m, c) => Math.max(m, c.cpu), 0);
  return {
    s, name: s.path, language: s.language, verdict: s.verdict,
    passed: cases.filter((c) => c.verdict === "AC").length, total: cases.length,
    slowest, failing: failing ? failing.name + (s.reason ? ": " + s.reason : "") : (s.verdict === "AC" ? "" : s.reason),
    group: s.counterexample ? s.counterexample.group : 0,
  };
}
const rows = CLASS.report.submissions.map(facts);

function detail(r) {
  const td = el("td");
  td.colSpan = 7;
  const cx = r.s.counterexample;
  if (r.failing) td.append(el("p", "First failing case: " + r.failing));
  if (cx) {
    td.append(el("h3", "Counterexample (group " + cx.group + "): " + cx.verdict));
    const limits = el("p", cx.inside_judge_limits ? "Inside the original judge's limits: its judge may send this input."
      : "Outside the original judge's limits: " + cx.limits, cx.inside_judge_limits ? "" : "outside");
    const whole = cx.input !== "" || cx.bytes === 0;
    td.append(limits, el("b", "input"), el("pre", whole ? cx.input : "(" + cx.bytes + " bytes: " + cx.file + ")", "input"),
      el("b", "expected"), el("pre", cx.expected, "expected"), el("b", "found"), el("pre", cx.found || "(nothing)", "found"));
    if (cx.detail) td.append(el("p", cx.detail));
    const pic = el("div", undefined, "picture");
    pic.innerHTML = cx.svg; // our explainer's SVG
    td.append(el("b", "picture: item " + cx.drawn + ", the one the program gets wrong (after a run that stopped, the first it did not answer)"),
      cx.svg ? pic : el("p", "(no picture: " + cx.svg_note + ")", "no-picture"),
      el("b", "why the expected answer is right"), el("pre", cx.explanation, "explanation"));
    if (whole) {
      const a = el("a", "open the study page on this input", "study");
      a.href = "../../study/" + encodeURIComponent(CLASS.report.problem) + ".html#in=" + encodeURIComponent(cx.input);
      td.append(el("p")), td.lastChild.append(a);
    }
  } else if (r.s.search) {
    td.append(el("p", "Counterexample search: " + r.s.search));
  }
  const tr = el("tr", undefined, "detail");
  tr.append(td);
  return tr;
}

function draw() {
  const body = $("board").tBodies[0];
  body.textContent = "";
  for (const r of rows) {
    const tr = el("tr", undefined, "sub");
    tr.dataset.name = r.name;
    tr.append(el("td", r.name), el("td", r.language), el("td", r.verdict, "v-" + r.verdict),
      el("td", r.total ? r.passed + "/" + r.total : "-", "num"), el("td", r.total ? r.slowest.toFixed(2) + "/" + CLASS.tl + " s" : "-", "num"),
      el("td", r.failing || "-"), el("td", r.group ? String(r.group) : ""));
    tr.addEventListener("click", () => {
      if (tr.nextSibling && tr.nextSibling.className === "detail") tr.nextSibling.remove();
      else tr.after(detail(r));
    });
    body.append(tr);
  }
}

function sortBy(th) {
  const key = th.dataset.key, up = th.dataset.order !== "up";
  for (const h of document.querySelectorAll("#board th")) delete h.dataset.order;
  th.dataset.order = up ? "up" : "down";
  rows.sort((a, b) => {
    const x = a[key], y = b[key];
    const c = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
    return up ? c : -c;
  });
  draw();
}

function groups() {
  const by = new Map();
  for (const r of rows) if (r.group) { if (!by.has(r.group)) by.set(r.group, []); by.get(r.group).push(r); }
  for (const [g, rs] of [...by].sort((a, b) => a[0] - b[0])) {
    const cx = rs[0].s.counterexample, div = el("div", undefined, "item group");
    div.dataset.group = g;
    div.append(el("h3", "Group " + g + ": " + rs.length + " submission" + (rs.length === 1 ? "" : "s") + ": " + rs.map((r) => r.name).join(", ")),
      el("pre", cx.input || "(" + cx.bytes + " bytes: " + cx.file + ")"), el("p", "expected: " + cx.expected.trim()), el("pre", cx.explanation));
    $("groups").append(div);
  }
  if (!by.size) $("groups").append(el("p", "No counterexample was found."));
}

document.title = CLASS.report.problem + ": a class, " + rows.length + " submissions";
$("title").textContent = document.title;
for (const th of document.querySelectorAll("#board th")) th.addEventListener("click", () => sortBy(th));
draw();
groups();
$("board").dataset.done = "1";
