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
   columns are out of view. */
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
  function oneLine(columns) {  /* each column's width with its cells laid out on one line */
    columns.forEach(function (cells) { cells.forEach(function (c) { c.style.whiteSpace = "nowrap"; }); });
    var widths = columns.map(width);
    columns.forEach(function (cells) { cells.forEach(function (c) { c.style.whiteSpace = ""; }); });
    return widths;
  }
  function setMin(cells, value) {
    cells.forEach(function (c) { c.style.minWidth = value; });
  }
  function fit(box) {
    var table = box.querySelector("table");
    var first = column(table, 0), second = column(table, 1);
    if (!first.length || !second.length) return;
    setMin(first.concat(second), "");
    if (!phone.matches || box.scrollWidth <= box.clientWidth + 1) return;
    setMin(first.concat(second), "0px");  /* as narrow as they go: their longest words */
    var least = [width(first), width(second)];
    var natural = oneLine([first, second]);
    var room = box.clientWidth;
    var a = Math.floor(Math.max(least[0], Math.min(natural[0], FIRST_SHARE * room)));
    var more = table.rows[0].cells.length > 2;  /* then the third column starts in view */
    var b = Math.floor(Math.max(least[1], Math.min(natural[1], (room - a) * (more ? SECOND_SHARE : 1))));
    setMin(first, a + "px");
    setMin(second, b + "px");
  }
  function mark(box) {
    var frame = box.parentElement;
    var overflows = box.scrollWidth > box.clientWidth + 1;
    frame.toggleAttribute("data-overflows", overflows);
    frame.toggleAttribute("data-at-end", overflows && box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
    frame.toggleAttribute("data-at-start", !overflows || box.scrollLeft <= 1);
  }
  function watch() {
    document.querySelectorAll(".lesson-table__scroll").forEach(function (box) {
      if (box.dataset.watched) return;
      box.dataset.watched = "1";
      var shade = document.createElement("span");
      shade.className = "lesson-table__shade";
      shade.setAttribute("aria-hidden", "true");
      box.parentElement.appendChild(shade);
      fit(box);
      mark(box);
      box.addEventListener("scroll", function () { mark(box); }, { passive: true });
      if (window.ResizeObserver) new ResizeObserver(function () { fit(box); mark(box); }).observe(box);
    });
  }
  window.courseTables = watch;  /* for tables put in a page later: a "Try another" panel's answers (panels.js) */
  if (window.document$) window.document$.subscribe(watch);  /* Material's page observable (instant loading) */
  else watch();
})();
