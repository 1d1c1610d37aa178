/* The lesson tables on a narrow screen: the first two columns sized from their content, and the scroll cue.

   A table wider than its box scrolls sideways inside it (course.css), its first column kept in
   view. On a phone, such a table's columns would all be as narrow as their longest word; CSS
   cannot size a column "from its content, up to the room left beside another", so this does,
   when the box overflows: the sticky first column gets its content's one-line width up to two
   fifths of the box, the second column its own up to the rest of the box (three fifths of the
   rest if more columns follow, so that the third starts in view), and neither less than its
   longest word. A reader then reads a row's name and its first answers side by side and scrolls
   for the others.

   The cue: this marks a box's frame `data-overflows` while it is narrower than its table, and
   `data-at-end` once scrolled to its right edge, so that the page shows the cue (a hint above the
   table, a shadow on the side that hides columns, an element put in the frame here) only while
   columns are out of view.

   Every table of a batch (the page's, or those a panel has just put in it) is measured and changed
   in turns, all reads then all writes: a read after a write makes the browser lay the page out
   again, and a page of 30 tables measured one by one was laid out 70 to 120 times as it loaded. */
(function () {
  var phone = window.matchMedia("(max-width: 44.9375em)");  /* course.css's phone */
  var FIRST_SHARE = 0.4;  /* of the box: the most the sticky column takes, unless a word needs more */
  var SECOND_SHARE = 0.6;  /* of the rest: the most the second takes when more columns follow it */

  function column(table, k) {
    var cells = [];
    for (var r = 0; r < table.rows.length; r++) {
      var cell = table.rows[r].cells[k];
      if (cell && !cell.classList.contains("lesson-table__group")) cells.push(cell);
    }
    return cells;
  }
  function width(cells) {
    return cells[0].getBoundingClientRect().width;
  }
  function setStyle(cells, name, value) {
    cells.forEach(function (c) { c.style[name] = value; });
  }
  function overflows(box) {
    return box.scrollWidth > box.clientWidth + 1;
  }
  function fit(boxes) {  /* the first two columns of each box that overflows on a phone, sized as said above */
    var tables = boxes.map(function (box) {
      var table = box.querySelector("table");
      return { box: box, table: table, first: column(table, 0), second: column(table, 1) };
    }).filter(function (t) { return t.first.length && t.second.length; });
    tables.forEach(function (t) { setStyle(t.first.concat(t.second), "minWidth", ""); });
    if (!phone.matches) return;
    tables = tables.filter(function (t) { return overflows(t.box); });
    tables.forEach(function (t) { setStyle(t.first.concat(t.second), "minWidth", "0px"); });  /* their longest words */
    tables.forEach(function (t) { t.least = [width(t.first), width(t.second)]; t.room = t.box.clientWidth; });
    tables.forEach(function (t) { setStyle(t.first.concat(t.second), "whiteSpace", "nowrap"); });  /* on one line */
    tables.forEach(function (t) { t.natural = [width(t.first), width(t.second)]; });
    tables.forEach(function (t) {
      setStyle(t.first.concat(t.second), "whiteSpace", "");
      var a = Math.floor(Math.max(t.least[0], Math.min(t.natural[0], FIRST_SHARE * t.room)));
      var more = t.table.rows[0].cells.length > 2;  /* then the third column starts in view */
      var b = Math.floor(Math.max(t.least[1], Math.min(t.natural[1], (t.room - a) * (more ? SECOND_SHARE : 1))));
      setStyle(t.first, "minWidth", a + "px");
      setStyle(t.second, "minWidth", b + "px");
    });
  }
  function mark(boxes) {
    var seen = boxes.map(function (box) {
      var wide = overflows(box);
      return [box.parentElement, wide, wide && box.scrollLeft + box.clientWidth >= box.scrollWidth - 1,
              !wide || box.scrollLeft <= 1];
    });
    seen.forEach(function (s) {
      s[0].toggleAttribute("data-overflows", s[1]);
      s[0].toggleAttribute("data-at-end", s[2]);
      s[0].toggleAttribute("data-at-start", s[3]);
    });
  }
  function settle(boxes) {
    fit(boxes);
    mark(boxes);
  }
  var resized = window.ResizeObserver && new ResizeObserver(function (entries) {
    settle(entries.map(function (entry) { return entry.target; }));
  });
  function watch() {
    var boxes = [].filter.call(document.querySelectorAll(".lesson-table__scroll"), function (box) {
      return !box.dataset.watched;
    });
    boxes.forEach(function (box) {
      box.dataset.watched = "1";
      var shade = document.createElement("span");
      shade.className = "lesson-table__shade";
      shade.setAttribute("aria-hidden", "true");
      box.parentElement.appendChild(shade);
      box.addEventListener("scroll", function () { mark([box]); }, { passive: true });
    });
    settle(boxes);
    if (resized) boxes.forEach(function (box) { resized.observe(box); });
  }
  window.courseTables = watch;  /* for tables put in a page later: a "Try another" panel's answers (panels.js) */
  if (window.document$) window.document$.subscribe(watch);  /* Material's page observable (instant loading) */
  else watch();
})();
