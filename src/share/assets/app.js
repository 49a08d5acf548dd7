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

  function render() {
    if (!state) return;
    const root = document.documentElement;
    if (state.theme) root.dataset.theme = state.theme; else delete root.dataset.theme;
    root.lang = state.lang;
    document.body.dataset.phase = state.phase;
    document.body.classList.toggle('private', PRIVATE);
    $('board').setAttribute('aria-label', state.text.scores);
    banner();
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
