/* The lesson tables' scroll cue. A table wider than its box scrolls sideways inside it
   (course.css); this marks such a box `data-overflows`, and `data-at-end` once it is scrolled
   to its right edge, so that the page shows the cue (a hint above the table, a shadow on the
   side that hides columns) only while columns are out of view. */
(function () {
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
      mark(box);
      box.addEventListener("scroll", function () { mark(box); }, { passive: true });
      if (window.ResizeObserver) new ResizeObserver(function () { mark(box); }).observe(box);
    });
  }
  if (window.document$) window.document$.subscribe(watch);  /* Material's page observable (instant loading) */
  else watch();
})();
