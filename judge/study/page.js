/* page.js - the study page's behaviour (judge/study/study.sh inlines it after wasi.js and the
 * STUDY object: the problem's name and its two wasm tools in base64).
 *
 * It knows no game rule: the solution prints the answer, `explain --svg` draws, `explain --play`
 * (the protocol of judge/lib/study.h) says whose turn it is, who wins, every legal move with its
 * outcome, the perfect player's choice and how a player of the play version writes it (a button's
 * tooltip). This file runs them, shows what they print, and turns clicks into the next --play. The markdown of the statement is rendered here (paragraphs, lists,
 * code blocks and spans) because the page is its only reader in HTML.
 */
"use strict";
const $ = (id) => document.getElementById(id);
const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const modules = {};

/* Runs a tool: { status, out, err }. */
function run(tool, args, input) {
  if (!modules[tool]) modules[tool] = new WebAssembly.Module(Uint8Array.from(atob(STUDY[tool]), (c) => c.charCodeAt(0)));
  const r = runWasi(modules[tool], [tool, ...args], new TextEncoder().encode(input));
  const text = new TextDecoder();
  return { status: r.status, out: text.decode(r.stdout), err: text.decode(r.stderr) };
}

function renderMarkdown(el) {
  const inline = (s) => escapeHtml(s)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<b>$1</b>")
    .replace(/\*([^*\s][^*]*)\*/g, "<i>$1</i>")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
  const html = [];
  let para = [], list = null, pre = null;
  const flush = () => {
    if (para.length) html.push("<p>" + inline(para.join(" ")) + "</p>");
    if (list) html.push("<ul>" + list.map((i) => "<li>" + inline(i) + "</li>").join("") + "</ul>");
    para = [], list = null;
  };
  for (const line of el.textContent.split("\n")) {
    if (pre !== null) {
      if (line.startsWith("```")) html.push("<pre>" + escapeHtml(pre.join("\n")) + "</pre>"), pre = null;
      else pre.push(line);
    } else if (line.startsWith("```")) flush(), pre = [];
    else if (line.startsWith("|")) flush(), html.push("<pre class=\"table\">" + escapeHtml(line) + "</pre>");
    else if (line.startsWith("- ")) { if (para.length) flush(); (list = list || []).push(line.slice(2)); }
    else if (!line.trim()) flush();
    else if (list) list[list.length - 1] += " " + line.trim();
    else para.push(line);
  }
  flush();
  el.innerHTML = html.join("\n");
}

/* --play output as { players, state, turn, outcome, why, length, moves: [{ label, state, outcome,
 * best, move }], end } (length: a number, or null for "-"; move: as a player of the play version
 * writes it); null when an outcome or move line does not have the protocol's fields. */
function parsePlay(text) {
  const pos = { moves: [] };
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    if (f[0] === "players") pos.players = [f[1], f[2]];
    else if (f[0] === "state") pos.state = f[1];
    else if (f[0] === "turn") pos.turn = f[1];
    else if (f[0] === "outcome") {
      if (f.length !== 4 || !/^([0-9]+|-)$/.test(f[3])) return null;
      pos.outcome = f[1], pos.why = f[2], pos.length = f[3] === "-" ? null : Number(f[3]);
    } else if (f[0] === "move") {
      if (f.length !== 6 || !f[5]) return null;
      pos.moves.push({ label: f[1], state: f[2], outcome: f[3], best: f[4] === "best", move: f[5] });
    } else if (f[0] === "end") pos.end = f.slice(1).join("\t");
  }
  return pos;
}

let input = "", game = null, playError = "";

/* Item k at state (null: its start), or null with playError set: explain cannot play it. */
function position(k, state) {
  const r = run("explain", state === null ? ["--play", String(k)] : ["--play", String(k), state], input);
  playError = r.err.trim();
  if (r.status !== 0 || !r.out.startsWith("players\t")) return null;
  const pos = parsePlay(r.out);
  if (!pos) playError = "explain --play printed an outcome or move line without the protocol's fields";
  return pos;
}

/* Everything for the text in the box: the answer, the pictures, the prose; play is closed. */
function show() {
  input = $("input").value;
  const link = "#in=" + encodeURIComponent(input);
  $("link").href = link;
  if (location.hash !== link) history.replaceState(null, "", link);
  const answer = run("solution", [], input);
  $("answer").textContent = answer.out;
  $("error").textContent = answer.err;
  $("explain").textContent = run("explain", [], input).out;
  const items = $("items");
  items.textContent = "";
  const pictures = run("explain", ["--svg"], input).out.split(/^<!-- item (\d+) -->\n/m);
  for (let i = 1; i + 1 < pictures.length; i += 2) {
    const k = Number(pictures[i]), card = document.createElement("div");
    card.className = "item";
    card.innerHTML = "<h3>item " + k + "</h3>" + pictures[i + 1];
    const start = position(k, null);
    if (start) {
      for (const [side, name] of start.players.entries()) {
        const b = document.createElement("button");
        b.textContent = "play as " + name;
        b.className = "play";
        b.dataset.item = k, b.dataset.side = side;
        b.onclick = () => startGame(k, side);
        card.querySelector("h3").append(" ", b);
      }
    } else if (playError) {
      const note = document.createElement("p");
      note.className = "hint";
      note.textContent = "Not playable here: " + playError;
      card.append(note);
    }
    items.append(card);
  }
  $("play").hidden = true;
  game = null;
  $("answer").dataset.done = Math.round(performance.now()); /* ms since the page was opened */
}

function startGame(k, side) {
  const start = position(k, null);
  game = { k, user: start.players[side], computer: start.players[1 - side], history: [start] };
  $("play").hidden = false;
  $("play-title").textContent = "item " + k;
  $("sides").textContent = "You are " + game.user + "; the perfect player is " + game.computer + ".";
  $("log").textContent = "";
  $("feedback").textContent = "";
  drawGame();
  $("play").scrollIntoView();
}

const current = () => game.history[game.history.length - 1];

function drawGame() {
  const pos = current(), play = $("play"), moves = $("moves");
  const svg = run("explain", pos.state === undefined ? ["--svg", String(game.k)] : ["--svg", String(game.k), pos.state], input);
  $("board").innerHTML = svg.out;
  moves.textContent = "";
  play.dataset.result = "";
  play.dataset.turn = pos.end !== undefined ? "over" : pos.turn === game.user ? "user" : "computer";
  const hints = $("hints").checked;
  const verdict = hints ? " " + pos.turn + " " + (pos.outcome === "win" ? "wins" : pos.outcome === "lose" ? "loses" : "draws") + " with perfect play: " + pos.why + "." : "";
  if (pos.end !== undefined) {
    const mover = pos.turn === game.user ? "user" : "computer";
    play.dataset.result = pos.outcome === "draw" ? "draw" : (pos.outcome === "win") === (mover === "user") ? "won" : "lost";
    $("turn").textContent = "Game over: " + pos.end + " (" + { won: "you won", lost: "you lost", draw: "a draw" }[play.dataset.result] + ").";
    return;
  }
  if (pos.turn !== game.user) {
    $("turn").textContent = game.computer + " is thinking." + verdict;
    setTimeout(computerMove, 300);
    return;
  }
  $("turn").textContent = "Your move, " + game.user + "." + verdict;
  for (const m of pos.moves) {
    const b = document.createElement("button");
    b.textContent = m.label;
    b.className = "move" + (hints ? " " + m.outcome + (m.best ? " best" : "") : "");
    b.title = "written " + m.move + " in the play version" + (hints && m.best ? "; the perfect player's choice" : "");
    b.onclick = () => userMove(m);
    moves.append(b);
  }
}

function advance(m, who) {
  const next = position(game.k, m.state);
  if (!next) throw new Error("explain cannot play " + m.state + ": " + playError);
  const li = document.createElement("li");
  li.textContent = who + ": " + m.label;
  $("log").append(li);
  game.history.push(next);
}

/* What the move did to the user's prospects, from the previous position's move list. */
function userMove(m) {
  const pos = current(), best = pos.moves.find((x) => x.best);
  let says;
  if (pos.outcome === "win") says = m.outcome === "win" ? "You kept the win." : "You threw the win away: " + best.label + " would have kept it.";
  else if (pos.outcome === "draw") says = m.outcome === "lose" ? "You threw the draw away: " + best.label + " would have held it." : "You kept the draw.";
  else says = "Every move loses here against perfect play" + (m.best ? "; yours lasts longest." : "; " + best.label + " would have lasted longest.");
  $("feedback").textContent = says;
  $("feedback").className = pos.outcome === "lose" ? "" : m.outcome === pos.outcome ? "kept" : "thrown";
  advance(m, game.user);
  drawGame();
}

function computerMove() {
  if (!game || current().turn !== game.computer || current().end !== undefined) return;
  advance(current().moves.find((x) => x.best), game.computer);
  drawGame();
}

$("undo").onclick = () => {
  /* back to the user's previous turn */
  while (game && game.history.length > 1) {
    game.history.pop();
    $("log").lastChild.remove();
    if (current().turn === game.user) break;
  }
  if (game) drawGame();
};
$("restart").onclick = () => game && startGame(game.k, current().players.indexOf(game.user));
$("hints").onchange = () => game && drawGame();
$("show").onclick = show;
$("input").onkeydown = (e) => { if (e.key === "Enter" && e.ctrlKey) show(); };
function fromLink() {
  if (location.hash.startsWith("#in=")) $("input").value = decodeURIComponent(location.hash.slice(4));
  show();
}
window.addEventListener("hashchange", () => { if (location.hash !== "#in=" + encodeURIComponent(input)) fromLink(); });
document.querySelectorAll(".md").forEach(renderMarkdown);
fromLink();
