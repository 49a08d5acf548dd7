// Meeple Companion's table page and private pages: draws the state the
// app sends over the event stream (the same JSON for both; a private
// page's has `mine`), says at once when the stream is lost, greys the
// last state and tries again with growing pauses. Every event the server
// sends (a state, a keep-alive, `again`, `revoked`) tells the page the
// stream is alive. `again` (the server ends every stream after a while)
// opens a new one at once without a word; `revoked`, or a private page's
// address no longer answered, says the link was replaced and shows no
// hand. Text is always set as text, never as HTML.
(() => {
  'use strict';

  const PING = Number(document.querySelector('meta[name="mc-ping"]').content) || 15000;
  const path = location.pathname.replace(/\/+$/, '');
  const STREAM = (path === '' ? '' : path) + '/events';
  const PRIVATE = path.startsWith('/p/');
  const $ = (id) => document.getElementById(id);

  let state = null;
  let stateAt = null;
  let source = null;
  let retries = 0;
  let retryAt = 0;
  let retryTimer = null;
  let silentTimer = null;
  let countdown = null;
  let revoked = false;
  let live = false;
  // Whether the stream was ever lost (until then the page is connecting).
  let failed = false;

  // ---------------------------------------------------------------- DOM

  function h(tag, cls, ...children) {
    const el = document.createElement(tag);
    if (cls) el.className = cls;
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      el.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
    }
    return el;
  }

  const SVG = 'http://www.w3.org/2000/svg';
  function s(tag, attrs, ...children) {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
    for (const child of children) el.append(child);
    return el;
  }

  function paint(el, seat) {
    const player = state && state.players[seat];
    if (!player) return el;
    el.style.setProperty('--c', `var(--p-${player.colour})`);
    el.style.setProperty('--on-c', `var(--on-${player.colour})`);
    return el;
  }

  function swatch(seat, big) {
    const player = state.players[seat];
    const el = h('span', big ? 'swatch big' : 'swatch', player ? player.mark : '?');
    el.setAttribute('aria-hidden', 'true');
    return paint(el, seat);
  }

  function name(seat) {
    const player = state.players[seat];
    return paint(h('span', 'name', player ? player.name : ''), seat);
  }

  function fill(id, ...children) {
    const el = $(id);
    el.replaceChildren(...children.filter((c) => c));
    el.hidden = el.childElementCount === 0;
    return el;
  }

  // ------------------------------------------------------------- track

  // The track as on the cardboard board: 50 spaces round a ring of
  // columns × rows cells, space 0 in the bottom-left corner, counting
  // clockwise (up the left side, along the top, down the right).
  function cell(space, columns, rows) {
    const right = columns - 1;
    const bottom = rows - 1;
    const s = space % 50;
    if (s <= bottom) return [0, bottom - s];
    if (s <= bottom + right) return [s - bottom, 0];
    if (s <= 2 * bottom + right) return [right, s - bottom - right];
    return [right - (s - 2 * bottom - right), bottom];
  }

  function figure(player, mark) {
    const svg = s('svg', { viewBox: '0 0 1 1', class: 'fig', role: 'img' });
    svg.append(s('use', { href: `#${mark.figure}` }));
    if (player.mark) {
      const y = mark.figure === 'messenger' ? 0.86 : 0.56;
      svg.append(s('text', { x: '0.5', y: String(y), class: 'fig-mark' }, player.mark));
    }
    const label = `${player.name}: ${mark.points}`;
    svg.setAttribute('aria-label', label);
    const wrap = paint(h('span', player.active ? 'token active' : 'token', svg), player.seat);
    wrap.title = label;
    if (mark.laps > 0) wrap.append(h('span', 'lap', `+${mark.laps * 50}`));
    return wrap;
  }

  function track() {
    const board = $('board');
    const ring = $('ring');
    const wide = board.clientWidth >= board.clientHeight * 0.95 || window.innerWidth > window.innerHeight;
    const [columns, rows] = wide ? [16, 11] : [11, 16];
    ring.style.setProperty('--cols', columns);
    ring.style.setProperty('--rows', rows);
    board.classList.toggle('portrait', !wide);
    const on = new Map();
    for (const player of state.players) {
      for (const mark of player.figures) {
        if (!on.has(mark.space)) on.set(mark.space, []);
        on.get(mark.space).push([player, mark]);
      }
    }
    const cells = [];
    for (let space = 0; space < 50; space++) {
      const [c, r] = cell(space, columns, rows);
      const here = on.get(space) || [];
      const el = h('div', space % 5 === 0 ? 'space fifth' : 'space');
      el.style.gridColumn = String(c + 1);
      el.style.gridRow = String(r + 1);
      el.append(h('span', 'num', space));
      for (const marked of state.marks) {
        if (marked.space === space) el.classList.add(marked.mark);
      }
      if (here.length) {
        const crowd = h('div', 'crowd');
        crowd.style.setProperty('--k', String(Math.ceil(Math.sqrt(here.length))));
        for (const [player, mark] of here) crowd.append(figure(player, mark));
        el.append(crowd);
      }
      cells.push(el);
    }
    const centre = h('div', 'centre');
    centre.style.gridColumn = `2 / ${columns}`;
    centre.style.gridRow = `2 / ${rows}`;
    centre.append(scores());
    ring.replaceChildren(...cells, centre);
  }

  function scores() {
    const list = h('ol', 'scores');
    list.setAttribute('aria-label', state.text.scores);
    const order = state.players.slice();
    if (state.phase === 'ended') order.sort((a, b) => a.place - b.place || a.seat - b.seat);
    for (const player of order) {
      const row = paint(h('li', player.active ? 'score active' : 'score'), player.seat);
      row.append(swatch(player.seat, true));
      const who = h('span', 'who', h('span', 'pname', player.name));
      if (player.holds.length) who.append(h('span', 'holds', player.holds.join(' · ')));
      if (player.figures.length > 1) {
        const split = player.figures
          .map((f) => `${f.figure === 'meeple' ? state.text.meeple : state.text.messenger} ${f.points}`)
          .join(' · ');
        who.append(h('span', 'holds', split));
      }
      row.append(who, h('span', 'total', player.total));
      list.append(row);
    }
    return list;
  }

  // ------------------------------------------------------------ panels

  function banner() {
    const el = $('banner');
    el.replaceChildren();
    if (state.banner_seat !== null && state.banner_seat !== undefined) {
      el.append(swatch(state.banner_seat, true));
      paint(el, state.banner_seat);
      el.classList.add('turn');
    } else {
      el.classList.remove('turn');
      el.style.removeProperty('--c');
    }
    el.append(h('span', 'banner-text', state.banner));
    fill('facts', ...state.facts.map((f) => h('span', 'fact', f)));
  }

  function settle() {
    const items = state.settle.map((item) => {
      const box = h('article', `settle-item ${item.tone}`);
      if (item.seat !== null && item.seat !== undefined) paint(box, item.seat);
      if (item.title) box.append(h('h2', 'read-title', item.title));
      if (item.text) box.append(h('p', 'settle-text', item.text));
      if (item.body) box.append(h('p', 'read-body', item.body));
      return box;
    });
    const el = fill('settle', ...(items.length ? [h('h2', 'section-title', state.text.settle), ...items] : []));
    el.classList.toggle('urgent', state.settle.some((i) => i.tone !== 'note'));
  }

  function cardTile(card, mine) {
    const tile = h('li', card.now ? 'card now' : 'card');
    if (!mine && card.seat !== null && card.seat !== undefined) tile.append(swatch(card.seat, false));
    const body = h('div', 'card-body', h('span', 'card-title', card.title), h('span', 'card-text', card.text));
    tile.append(body);
    if (card.now) tile.append(h('span', 'badge', card.now));
    return tile;
  }

  // An expansion's box: a heading, then lines, alerts and lists of cards.
  // On a private page the cards are the owner's, so they carry no swatch.
  function blocks(section, own) {
    const parts = [h('h2', 'section-title', section.heading)];
    for (const block of section.blocks) {
      if (block.kind === 'line') parts.push(h('p', 'deck-line', block.text));
      else if (block.kind === 'alert') parts.push(h('p', 'limit', block.text));
      else if (block.kind === 'empty') parts.push(h('p', 'empty', block.text));
      else if (block.kind === 'cards' && block.cards.length) {
        if (block.heading) parts.push(h('h3', 'sub-title', block.heading));
        parts.push(h('ul', own ? 'hand' : 'hand small', ...block.cards.map((c) => cardTile(c, own))));
      }
    }
    return parts;
  }

  function mine() {
    const m = state.mine;
    if (!m) return fill('mine');
    const parts = m.sections.flatMap((section) => blocks(section, true));
    parts.push(h('p', 'note', m.note));
    paint(fill('mine', ...parts), m.seat);
  }

  function queue() {
    if (!state.queue.length) return fill('queue');
    const list = h('ol', 'queue-list', ...state.queue.map((q) => h('li', 'queued', swatch(q.seat, false), name(q.seat), h('span', 'reason', q.reason))));
    fill('queue', h('h2', 'section-title', state.text.queue), list);
  }

  function sections() {
    fill('cards', ...state.sections.flatMap((section) => blocks(section, false)));
  }

  function result() {
    const r = state.result;
    if (!r) return fill('result');
    const list = h('ol', 'places', ...r.lines.map((line) => {
      const row = paint(h('li', line.place === 1 ? 'place first' : 'place'), line.seat);
      row.append(h('span', 'rank', `${line.place}.`), swatch(line.seat, true),
        h('span', 'who', h('span', 'pname', line.name), h('span', 'holds', line.parts)),
        h('span', 'total', line.total));
      return row;
    }));
    fill('result', h('h2', 'section-title', state.text.result), h('p', 'headline', r.headline), list);
  }

  // Once the game has ended, a player's own page offers to post the play
  // to BG Stats: a plain link (navigation on a tap, no fetch) to the
  // address the app sent (BG Stats' own, checked there), opened apart
  // from this page and with no referrer, so the page's address never
  // leaves the table.
  function post() {
    const p = state.post;
    if (!PRIVATE || !p || typeof p.href !== 'string') return fill('post');
    const a = h('a', 'post-link', p.text);
    a.href = p.href;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.referrerPolicy = 'no-referrer';
    fill('post', a);
  }

  function follow() {
    if (PRIVATE) return fill('follow');
    const img = h('img', 'qr');
    img.src = '/qr.svg';
    img.alt = '';
    img.width = 160;
    img.height = 160;
    fill('follow', img, h('div', 'follow-text', h('span', 'follow-title', state.text.follow), h('span', 'address', location.host)));
  }

  // ------------------------------------------------------------ acting

  // What this player may do now, on their own page only: the table's
  // questions put to them first (marked "yours to do"), then the cards
  // they may play. A tap sends the act's place, the answer's place and
  // the form as filled in, with the version of the state the page was
  // built from and an id of its own; a request that got no answer (the
  // Wi-Fi dropped) is sent again with the same id, so the laptop never
  // applies it twice. The laptop answers only once the change is saved;
  // its words are shown here, and a refusal changes nothing. What a form
  // holds survives a new state, so a count half entered is not wiped.
  const forms = new Map();
  let sending = null;
  let said = null;
  let saidTimer = null;
  let wasAsked = null;

  // crypto.randomUUID needs a secure context; plain HTTP on the Wi-Fi is not.
  function requestId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  function formKey(act, index) {
    return `${act.kind}\u0000${act.title}\u0000${index}`;
  }

  function initial(field) {
    if (field.kind === 'count') return 0;
    if (field.kind === 'toggle') return false;
    if (field.kind === 'figure') return field.choices.length ? field.choices[0].value : 0;
    return [];
  }

  function fits(field, value) {
    if (field.kind === 'count') return Number.isInteger(value) && value >= 0 && value <= field.max;
    if (field.kind === 'toggle') return typeof value === 'boolean';
    const values = field.choices.map((c) => c.value);
    if (field.kind === 'figure') return values.includes(value);
    return Array.isArray(value) && value.every((v) => values.includes(v));
  }

  function valueOf(act, index) {
    const field = act.fields[index];
    const value = forms.get(formKey(act, index));
    return value !== undefined && fits(field, value) ? value : initial(field);
  }

  function button(cls, text, onTap) {
    const el = h('button', cls, text);
    el.type = 'button';
    el.disabled = Boolean(sending) || revoked;
    el.addEventListener('click', onTap);
    return el;
  }

  function pressed(el, on) {
    el.setAttribute('aria-pressed', on ? 'true' : 'false');
    el.classList.toggle('on', on);
  }

  function countField(act, index, field) {
    const key = formKey(act, index);
    const id = `field-${act.act}-${index}`;
    const input = h('input', 'count-value');
    input.id = id;
    input.type = 'number';
    input.inputMode = 'numeric';
    input.min = '0';
    input.max = String(field.max);
    input.disabled = Boolean(sending) || revoked;
    const minus = button('step', '−', () => set(valueOf(act, index) - 1));
    const plus = button('step', '+', () => set(valueOf(act, index) + 1));
    minus.setAttribute('aria-label', `${field.label} −1`);
    plus.setAttribute('aria-label', `${field.label} +1`);
    function set(value) {
      const v = Math.max(0, Math.min(field.max, Number.isFinite(value) ? Math.trunc(value) : 0));
      forms.set(key, v);
      input.value = String(v);
      if (!sending) {
        minus.disabled = v <= 0;
        plus.disabled = v >= field.max;
      }
    }
    // Kept as typed, so a state arriving mid-entry does not lose it.
    input.addEventListener('input', () => {
      const typed = parseInt(input.value, 10);
      if (Number.isInteger(typed) && typed >= 0 && typed <= field.max) forms.set(key, typed);
    });
    input.addEventListener('change', () => set(parseInt(input.value, 10)));
    set(valueOf(act, index));
    const label = h('label', 'field-label', field.label);
    label.htmlFor = id;
    return h('div', 'field count', label, h('div', 'stepper', minus, input, plus));
  }

  function toggleField(act, index, field) {
    const key = formKey(act, index);
    const el = button('toggle', field.label, () => {
      const on = !valueOf(act, index);
      forms.set(key, on);
      pressed(el, on);
    });
    pressed(el, valueOf(act, index));
    return h('div', 'field', el);
  }

  // The figure (one of) or the players (any of): a row of chips.
  function chipsField(act, index, field) {
    const key = formKey(act, index);
    const many = field.kind === 'players';
    const chips = field.choices.map((choice) => {
      const chip = button('chip', choice.label, () => {
        const now = valueOf(act, index);
        const next = many
          ? (now.includes(choice.value) ? now.filter((v) => v !== choice.value) : [...now, choice.value])
          : choice.value;
        forms.set(key, next);
        chips.forEach((c, i) => pressed(c, many ? next.includes(field.choices[i].value) : next === field.choices[i].value));
      });
      if (choice.colour) {
        chip.style.setProperty('--c', `var(--p-${choice.colour})`);
        chip.style.setProperty('--on-c', `var(--on-${choice.colour})`);
        chip.classList.add('seat');
      }
      return chip;
    });
    const now = valueOf(act, index);
    chips.forEach((c, i) => pressed(c, many ? now.includes(field.choices[i].value) : now === field.choices[i].value));
    const group = h('div', 'chips', ...chips);
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', field.label);
    return h('div', 'field', h('span', 'field-label', field.label), group);
  }

  function field(act, index) {
    const f = act.fields[index];
    if (f.kind === 'count') return countField(act, index, f);
    if (f.kind === 'toggle') return toggleField(act, index, f);
    return chipsField(act, index, f);
  }

  function actCard(act) {
    const box = h('article', `act ${act.kind}`);
    if (act.kind === 'ask') box.append(h('span', 'badge', state.text.mine_to_do));
    box.append(h('h3', 'act-title', act.title));
    if (act.body) box.append(h('p', 'act-body', act.body));
    act.fields.forEach((_, index) => box.append(field(act, index)));
    const picks = act.answers.filter((a) => a.pick);
    const others = act.answers.filter((a) => !a.pick);
    const tap = (answer) => () => start({
      version: state.version,
      act: act.act,
      answer: answer.answer,
      values: act.fields.map((_, index) => valueOf(act, index)),
    });
    if (picks.length) box.append(h('div', 'picks', ...picks.map((a) => button('answer pick', a.label, tap(a)))));
    if (others.length) {
      box.append(h('div', 'answers', ...others.map((a) => button(a.main ? 'answer main' : 'answer', a.label, tap(a)))));
    }
    return box;
  }

  function acts() {
    if (!PRIVATE || !state || revoked) return fill('acts');
    const list = state.acts || [];
    const parts = [];
    if (sending) parts.push(h('p', 'said sending', state.text.sending));
    else if (said) {
      const words = said.ok
        ? h('p', 'said ok', h('span', 'said-head', state.text.done), h('span', 'said-words', said.words))
        : h('p', 'said refused', said.words);
      words.setAttribute('role', said.ok ? 'status' : 'alert');
      parts.push(words);
      if (said.again) parts.push(button('answer', state.text.again, () => resend(said.again)));
    }
    parts.push(...list.map(actCard));
    if (state.undo) parts.push(h('div', 'answers undo', button('answer undo', state.undo, () => start({ version: state.version, undo: true }))));
    const el = fill('acts', ...parts);
    el.setAttribute('aria-label', state.text.mine_to_do);
    el.classList.toggle('asked', list.some((a) => a.kind === 'ask'));
  }

  function start(body) {
    if (sending || revoked) return;
    resend({ id: requestId(), ...body });
  }

  function resend(body) {
    clearTimeout(saidTimer);
    said = null;
    sending = { body, tries: 0 };
    transmit();
  }

  // At most three tries a request: then the phone says it could not
  // reach the laptop and offers to send the same request again.
  function transmit() {
    const attempt = sending;
    attempt.tries += 1;
    acts();
    fetch(`${path}/act`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(attempt.body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then((answer) => {
        if (answer.status === 404) {
          sending = null;
          replaced();
          return null;
        }
        return answer.json();
      })
      .then((outcome) => { if (outcome && sending === attempt) answered(outcome, attempt.body); })
      .catch(() => {
        if (sending !== attempt) return;
        if (attempt.tries < 3) {
          setTimeout(() => { if (sending === attempt) transmit(); }, 700 * attempt.tries);
          return;
        }
        sending = null;
        tell({ ok: false, words: state.text.failed, again: attempt.body });
      });
  }

  function answered(outcome, body) {
    sending = null;
    if (outcome.ok) forms.clear();
    const again = outcome.why === 'busy' ? body : null;
    const fresh = outcome.state;
    if (fresh && typeof fresh === 'object' && !(state && state.version > fresh.version)) {
      state = fresh;
      stateAt = Date.now();
      said = { ok: false, words: String(outcome.words || ''), again };
      render();
      keep();
      return;
    }
    tell({ ok: Boolean(outcome.ok), words: String(outcome.words || ''), again });
  }

  function tell(words) {
    said = words;
    acts();
    keep();
  }

  // The answer's words stay a while, then make room.
  function keep() {
    clearTimeout(saidTimer);
    if (said && !said.again) saidTimer = setTimeout(() => { said = null; acts(); }, 12000);
  }

  // The phone buzzes, where the browser allows, when a question of the
  // table's turns to this player.
  function buzz() {
    const asked = Boolean(PRIVATE && state && state.asked);
    if (asked && wasAsked === false && typeof navigator.vibrate === 'function') {
      try { navigator.vibrate([180, 90, 180]); } catch (_) { /* not allowed here */ }
    }
    wasAsked = asked;
  }

  function render() {
    if (!state) return;
    const root = document.documentElement;
    if (state.theme) root.dataset.theme = state.theme; else delete root.dataset.theme;
    root.lang = state.lang;
    document.body.dataset.phase = state.phase;
    document.body.classList.toggle('private', PRIVATE);
    $('board').setAttribute('aria-label', state.text.scores);
    banner();
    acts();
    settle();
    mine();
    queue();
    sections();
    result();
    post();
    follow();
    track();
    link();
  }

  // -------------------------------------------------------- the stream

  function clock(at) {
    try {
      return new Date(at).toLocaleTimeString(state ? state.lang : undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch (_) {
      return new Date(at).toLocaleTimeString();
    }
  }

  function link() {
    const el = $('link');
    const text = state ? state.text : null;
    document.body.classList.toggle('stale', !live && (failed || revoked));
    if (revoked) {
      el.className = 'link revoked';
      el.replaceChildren(h('span', 'dot'), h('span', null, text ? text.revoked : ''));
      return;
    }
    if (live || !failed) {
      el.className = live ? 'link live' : 'link';
      el.replaceChildren(h('span', 'dot'), h('span', null, text ? text.live : ''));
      return;
    }
    el.className = 'link lost';
    const parts = [h('span', 'dot')];
    if (text) {
      parts.push(h('span', null, text.lost.replace('{time}', stateAt ? clock(stateAt) : '—')));
      if (retryAt) {
        const seconds = Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
        parts.push(h('span', 'retry', text.retry.replace('{seconds}', String(seconds))));
      }
    }
    el.replaceChildren(...parts);
  }

  // Two keep-alives missed (and a little more): the laptop slept or the
  // Wi-Fi went.
  const SILENCE = 2 * PING + Math.min(2000, PING);

  function heard() {
    clearTimeout(silentTimer);
    silentTimer = setTimeout(() => lost(), SILENCE);
  }

  // The link was replaced: say so, and show no hand any more.
  function replaced() {
    revoked = true;
    live = false;
    if (source) source.close();
    source = null;
    clearTimeout(silentTimer);
    clearTimeout(retryTimer);
    retryAt = 0;
    if (state) {
      state.mine = null;
      render();
    } else {
      link();
    }
  }

  // After a lost stream, a private page asks whether its address still
  // answers (HEAD claims nothing and sends no state): a 404 means its
  // link was replaced, or the app was started anew.
  function stillMine() {
    if (!PRIVATE) return;
    fetch(location.pathname, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
      .then((answer) => { if (answer.status === 404) replaced(); })
      .catch(() => {});
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    retryAt = 0;
    if (source) source.close();
    source = new EventSource(STREAM);
    source.addEventListener('open', () => heard());
    for (const name of ['message', 'ping', 'again', 'revoked']) {
      source.addEventListener(name, () => heard());
    }
    source.addEventListener('state', (event) => {
      try {
        state = JSON.parse(event.data);
      } catch (_) {
        return;
      }
      stateAt = Date.now();
      retries = 0;
      live = true;
      heard();
      render();
      buzz();
    });
    // The server ends a stream after a while: a new one, at once.
    source.addEventListener('again', () => connect());
    source.addEventListener('revoked', () => replaced());
    source.addEventListener('error', () => lost());
  }

  function lost() {
    if (revoked) return;
    if (source) source.close();
    source = null;
    clearTimeout(silentTimer);
    live = false;
    failed = true;
    stillMine();
    if (!retryAt) {
      // 1, 2, 4, 8, 16, then every 30 seconds, a little spread.
      const delay = Math.min(30000, 1000 * 2 ** retries) * (0.85 + Math.random() * 0.3);
      retries += 1;
      retryAt = Date.now() + delay;
      retryTimer = setTimeout(connect, delay);
    }
    link();
  }

  function boot() {
    const initial = $('state');
    if (initial && initial.textContent.trim()) {
      try {
        state = JSON.parse(initial.textContent);
        stateAt = Date.now();
      } catch (_) {
        state = null;
      }
    }
    // Nothing of the state the page was loaded with stays in it: a card
    // put back by an undo would still be there.
    if (initial) initial.remove();
    render();
    buzz();
    connect();
    countdown = setInterval(() => { if (!live) link(); }, 1000);
    let resizing = null;
    window.addEventListener('resize', () => {
      clearTimeout(resizing);
      resizing = setTimeout(() => state && track(), 60);
    });
    // A phone woken from sleep: try at once rather than wait out the pause.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && !live && !revoked) {
        retries = 0;
        connect();
      }
    });
  }

  boot();
})();
