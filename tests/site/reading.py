"""What a reader's browser shows of a page, measured once per page, language and screen width.

Loading a page and running axe-core are the slow parts of a browser test, so one visit of a page
gathers what every check of test_browser.py and test_pictures.py needs, on a phone's screen and then, the window
resized, a laptop's: the page's width, its chord diagrams, its language button, its lesson tables
(headers, cells, scrolling and cue), its program-output blocks and code blocks (their text and
where the copy button sits), and what axe-core finds against WCAG 2.1 A and AA.
"""
from __future__ import annotations

from dataclasses import dataclass

import browser

# Once the page has settled: no transition running (Material animates its search box as the window
# grows), and tables.js has marked every table's frame as its box now is, overflowing or not.
SETTLED_JS = """() => document.getAnimations().every(a => a.playState !== 'running')
  && [...document.querySelectorAll('.lesson-table__scroll')].every(box =>
    box.parentElement.hasAttribute('data-at-start') && box.parentElement.hasAttribute('data-overflows')
      === box.scrollWidth > box.clientWidth + 1)"""

# Each lesson table: its id, headers and cells, whether its box is narrower than the table, and if
# so whether the cue shows (hint, shadow) and the first column stays in view when scrolled.
TABLES_JS = """() => [...document.querySelectorAll('article figure.lesson-table')].map(figure => {
  const boxes = [...figure.querySelectorAll('.lesson-table__scroll')].map(box => {
    const frame = box.parentElement, hint = frame.previousElementSibling;
    const overflows = box.scrollWidth > box.clientWidth + 1;
    const first = box.querySelector('tbody th[scope=row]');
    let scrolled = 0, stuck = null;
    if (overflows) {
      box.scrollLeft = 80;
      scrolled = box.scrollLeft;
      stuck = first ? Math.abs(first.getBoundingClientRect().left - box.getBoundingClientRect().left) < 2 : null;
      box.scrollLeft = 0;
    }
    const shade = getComputedStyle(frame, '::after');
    return {overflows, scrolled, stuck, hidden: Math.max(0, box.scrollWidth - box.clientWidth) / box.scrollWidth,
            marked: frame.hasAttribute('data-overflows'),
            hinted: !!hint && hint.classList.contains('lesson-table__hint') && hint.getBoundingClientRect().height > 0,
            shaded: shade.content !== 'none' && shade.opacity !== '0' && shade.display !== 'none',
            headers: [...box.querySelectorAll('thead th')].map(th => th.innerText.trim()),
            rows: [...box.querySelectorAll('tbody tr')].filter(tr => !tr.querySelector('.lesson-table__group'))
                    .map(tr => [...tr.children].map(cell => cell.innerText.trim()))};
  });
  const next = figure.nextElementSibling;
  const output = next && next.matches('details.program-output') ? next.querySelector('pre > code') : null;
  return {id: figure.id, caption: figure.querySelector('figcaption').innerText.trim(), boxes,
          lines: figure.querySelectorAll('.lesson-table__lines li').length,
          output: output ? output.textContent : null, collapsed: output ? !next.open : null};
})"""

# Program text shown outside its collapsed block, as the site showed tables before (`== title`).
LOOSE_PROGRAM_TEXT_JS = """() => [...document.querySelectorAll('article pre > code')]
  .filter(code => !code.closest('details.program-output') && code.textContent.startsWith('== ')).length"""

# Every code block, its collapsed blocks opened (then closed again): whether its copy button covers its text.
COPY_BUTTONS_JS = """() => {
  const closed = [...document.querySelectorAll('article details:not([open])')];
  closed.forEach(d => d.open = true);
  const found = [...document.querySelectorAll('article pre')].filter(pre => pre.querySelector('.md-code__nav, .md-clipboard'))
    .map(pre => {
      const button = pre.querySelector('.md-code__nav, .md-clipboard').getBoundingClientRect();
      const code = pre.querySelector('code'), range = document.createRange();
      range.selectNodeContents(code);
      const covered = [...range.getClientRects()].some(r => r.width > 0 && r.left < button.right && button.left < r.right
                                                          && r.top < button.bottom && button.top < r.bottom);
      return {head: code.textContent.split('\\n')[0].slice(0, 60), covered};
    });
  closed.forEach(d => d.open = false);
  return found;
}"""

# Without selectors (a fifth of axe's time on a lesson page): found again with them, to name the elements, only
# when something is found.
AXE_JS = """async () => {
  const options = {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
                   resultTypes: ['violations'], iframes: false, performanceTimer: false};
  let found = await axe.run(document, {...options, selectors: false, ancestry: false, xpath: false});
  if (found.violations.length) found = await axe.run(document, options);
  return found.violations.map(v => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} element(s), e.g. `
    + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
}"""

# Each picture's box, and the box of every text it draws.
DIAGRAMS_JS = """() => [...document.querySelectorAll('article svg[role="img"]')].map(svg => {
  const box = svg.getBoundingClientRect();
  return {label: svg.getAttribute('aria-label'), left: box.left, right: box.right, top: box.top, bottom: box.bottom,
          width: box.width, texts: [...svg.querySelectorAll('text')].map(t => {
            const b = t.getBoundingClientRect();
            return {text: t.textContent, left: b.left, right: b.right, top: b.top, bottom: b.bottom};
          })};
})"""

# Each grid of pictures: the tops of its figures, and how many of its pictures are pairs (from → to).
GRIDS_JS = """() => [...document.querySelectorAll('article .picture-grid')].map(grid => ({
  tops: [...grid.children].map(figure => Math.round(figure.getBoundingClientRect().top)),
  pairs: [...grid.querySelectorAll('svg[role="img"]')].filter(svg => svg.getAttribute('aria-label').includes(' → ')).length,
}))"""


@dataclass
class Reading:
    """One page as a browser of one width showed it."""

    width: int
    page_width: int
    language_button: str
    tables: list[dict]
    loose_program_text: int
    copy_buttons: list[dict]
    diagrams: list[dict]  # each picture's box and its texts' boxes
    grids: list[dict]  # each grid of pictures: its figures' tops, its pairs
    violations: list[str]
    errors: list[str]


def prepare(tab) -> None:
    """Give every page `tab` loads axe-core from its start, instead of sending its 650 kB to each page once
    loaded (nine loads with axe: 4.0-4.1 s against 5.0-5.6 s). axe keeps no copy of each element's HTML,
    which nothing here reads."""
    tab.add_init_script(script=browser.AXE.read_text(encoding="utf-8") + "\naxe.configure({noHtml: true});")


def read(tab, url: str) -> dict[int, Reading]:
    """What the page at `url` shows on a phone, then on a laptop (the window resized): readings by screen width.

    Each width's axe-core run sees the page as a reader first does, collapsed blocks closed.
    `tab` is prepared (`prepare`).
    """
    tab.errors.clear()
    tab.set_viewport_size(browser.PHONE)
    tab.goto(url, wait_until="load")
    readings = {}
    for width, screen in browser.SCREENS.items():
        tab.set_viewport_size(screen)
        tab.wait_for_function(SETTLED_JS)
        shown = tab.evaluate(f"""async () => [await ({AXE_JS})(), document.documentElement.scrollWidth,
            document.querySelector('.md-header .md-select > button')?.innerText ?? '', ({TABLES_JS})(),
            ({LOOSE_PROGRAM_TEXT_JS})(), ({COPY_BUTTONS_JS})(), ({DIAGRAMS_JS})(), ({GRIDS_JS})()]""")
        violations, *measures = shown
        readings[width] = Reading(width, *measures, violations, list(tab.errors))
    return readings
