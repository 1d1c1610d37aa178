"""What a reader's browser shows of a page, measured once per page, language and screen width.

Loading a page and running axe-core are the slow parts of a browser test, so one visit of a page
gathers what every check of test_browser.py and test_pictures.py needs, on a phone's screen and then, the window
resized, a laptop's: the page's width, its chord diagrams, its language button, its lesson tables
(headers, cells, scrolling and cue), its program-output blocks and code blocks (their text and
where the copy button sits), and what axe-core finds against WCAG 2.1 A and AA. Then, on the
phone's screen again, it opens the page's "Try another" panels and chooses a few picks in each, for
test_panels.py (`read_panels`).
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

# The words of a table's cells that the browser laid out over two lines (broken inside the word) although the
# whole word fits the cell: a word is a run of non-spaces in one text node (a <wbr> or a tag between two runs is a
# place a word may break); and a cell's widest word with its padding, the least its column can be.
BROKEN_WORDS_JS = """function brokenWords(elements) {
  const broken = [], range = document.createRange();
  for (const cell of elements) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent.matchAll(/\\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter(r => r.width > 0);
        const tops = new Set(rects.map(r => Math.round(r.top))), style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (tops.size > 1 && rects.reduce((sum, r) => sum + r.width, 0) <= room) broken.push(word[0]);
      }
    }
  }
  return broken;
}
function widestWord(cell) {
  const style = getComputedStyle(cell), range = document.createRange();
  let widest = 0;
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.textContent.matchAll(/\\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      widest = Math.max(widest, range.getBoundingClientRect().width);
    }
  }
  return widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
}"""

# Each lesson table: its id, headers and cells, whether its box is narrower than the table, and if
# so whether the cue shows (hint, shadow) and the first column stays in view when scrolled; the cells of
# its first two columns that reach past the box's right edge, and the words it breaks inside.
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
    const shade = getComputedStyle(frame.querySelector(':scope > .lesson-table__shade'));
    const right = box.getBoundingClientRect().right;
    const firstTwo = [...box.querySelectorAll('tr')].flatMap(tr => [...tr.children].slice(0, 2))
      .filter(cell => !cell.classList.contains('lesson-table__group'));
    const cut = firstTwo.filter(cell => cell.getBoundingClientRect().right > right + 1).map(cell => cell.innerText.trim());
    const tight = [0, 1].map(k => Math.max(0, ...firstTwo.filter(cell => cell.cellIndex === k).map(widestWord)))
      .reduce((a, b) => a + b, 0) > box.clientWidth;
    return {overflows, scrolled, stuck, cut, tight, broken: brokenWords(box.querySelectorAll('th, td')),
            hidden: Math.max(0, box.scrollWidth - box.clientWidth) / box.scrollWidth,
            marked: frame.hasAttribute('data-overflows'),
            hinted: !!hint && hint.classList.contains('lesson-table__hint') && hint.getBoundingClientRect().height > 0,
            shaded: shade.opacity !== '0' && shade.display !== 'none',
            headers: [...box.querySelectorAll('thead th')].map(th => th.innerText.trim()),
            rows: [...box.querySelectorAll('tbody tr')].filter(tr => !tr.querySelector('.lesson-table__group'))
                    .map(tr => [...tr.children].map(cell => cell.innerText.trim()))};
  });
  const next = figure.nextElementSibling;
  const output = next && next.matches('details.program-output') ? next.querySelector('pre > code') : null;
  const caption = figure.querySelector('figcaption');
  return {id: figure.id, caption: caption.innerText.trim(), boxes, caption_broken: brokenWords([caption]),
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
#
# Every rule runs at both widths. The rules whose result depends on the layout (color-contrast, link-in-text-block,
# scrollable-region-focusable, and th-has-data-cells and td-has-header, which take a table as one of data from its
# size) are 85-95 % of a run's time on a lesson page (measured on lessons 19, 21, 26 and 8: 945-1105 ms against
# 1053-1206 ms for all); the others would save under 0.1 s a width, and they too see other elements at another
# width: Material shows the table of contents, the tabs and the header's title on a laptop only, its drawer's
# labels on a phone, and a table's scrolling hint only where the table overflows, so a rule that checks names,
# roles or ARIA attributes checks other elements (and other names from content) at each width.
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


# The text a reader reads in each shown answer: caption, header and body cells, lines; and the same of HTML given.
TEXTS_JS = """function texts(root) {
  return [...root.querySelectorAll('figure.lesson-table')].map(figure => ({
    caption: figure.querySelector('figcaption').textContent.trim(),
    cells: [...figure.querySelectorAll('th, td')].map(cell => cell.textContent.trim()),
    lines: [...figure.querySelectorAll('li')].map(li => li.textContent.trim()),
  }));
}"""
SHOWN_JS = f"""([panel]) => {{ {TEXTS_JS}; return texts(document.getElementById(panel).querySelector('.try-another__answer')); }}"""
GIVEN_JS = f"""([html]) => {{ {TEXTS_JS}; const box = document.createElement('div'); box.innerHTML = html.join('');
  return texts(box); }}"""


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
    failed: list[str]  # the requests the page made that failed or were answered with an error: "404 …/sitemap.xml"


@dataclass
class PanelReading:
    """One "Try another" panel of a page on a phone, opened once the page had loaded, then asked a few picks."""

    fetched_with_page: list[str]  # the panels' data files the page asked for before the panel was opened
    fetched: list[str]  # and once it was opened: their names ("l9.es.json")
    fits: list[float]  # the page's width and the open panel's right edge
    violations: list[str]  # what axe-core finds in the open panel
    first: list[str]  # the value each list shows once opened
    shown: dict[tuple[str, ...], list[dict]]  # by pick: the text of each table shown (`TEXTS_JS`)
    errors: list[str]  # the script errors and failed requests of the page's visit, until the last pick
    failed: list[str]


def prepare(tab) -> None:
    """Give every page `tab` loads axe-core from its start, instead of sending its 650 kB to each page once
    loaded (nine loads with axe: 4.0-4.1 s against 5.0-5.6 s). axe keeps no copy of each element's HTML,
    which nothing here reads. The requests that fail, or that the site answers with an error, are kept in
    `tab.failed` (a script's fetch of a missing file shows in the reader's console)."""
    tab.add_init_script(script=browser.AXE.read_text(encoding="utf-8") + "\naxe.configure({noHtml: true});")
    tab.failed, tab.panel_data = [], []
    tab.on("request", lambda request: tab.panel_data.append(request.url) if "/assets/panels/" in request.url else None)
    tab.on("response", lambda response: tab.failed.append(f"{response.status} {response.url}")
           if response.status >= 400 else None)
    tab.on("requestfailed", lambda request: tab.failed.append(f"{request.failure} {request.url}"))


def read(tab, url: str) -> dict[int, Reading]:
    """What the page at `url` shows on a phone, then on a laptop (the window resized): readings by screen width.

    Each width's axe-core run sees the page as a reader first does, collapsed blocks closed.
    `tab` is prepared (`prepare`).
    """
    load(tab, url)
    readings = {}
    for width, screen in browser.SCREENS.items():
        tab.set_viewport_size(screen)
        tab.wait_for_function(SETTLED_JS)
        shown = tab.evaluate(f"""async () => {{ {BROKEN_WORDS_JS}; return [await ({AXE_JS})(), document.documentElement.scrollWidth,
            document.querySelector('.md-header .md-select > button')?.innerText ?? '', ({TABLES_JS})(),
            ({LOOSE_PROGRAM_TEXT_JS})(), ({COPY_BUTTONS_JS})(), ({DIAGRAMS_JS})(), ({GRIDS_JS})()]; }}""")
        violations, *measures = shown
        readings[width] = Reading(width, *measures, violations, list(tab.errors), list(tab.failed))
    return readings


def load(tab, url: str) -> None:
    """The page at `url` on a phone's screen, loaded, in a tab `prepare`d, what it asked and failed counted afresh."""
    for seen in (tab.errors, tab.failed, tab.panel_data):
        seen.clear()
    tab.set_viewport_size(browser.PHONE)
    tab.goto(url, wait_until="load")


def read_panels(tab, url: str, panels: list[tuple[str, list[str], list[tuple[str, ...]]]]) -> dict[str, PanelReading]:
    """What each panel of the page `read` has just read shows on a phone: panels by table.

    `panels` gives each panel's table, the names of its lists and the picks to choose. The first is
    opened on the page `read` loaded, the window back to a phone's; each other on the page loaded
    again, so that each panel's opening is the first to fetch the answers.
    """
    found = {}
    for n, (table, names, picks) in enumerate(panels):
        if n:
            load(tab, url)
        else:
            tab.set_viewport_size(browser.PHONE)
            tab.wait_for_function(SETTLED_JS)
        with_page = list(tab.panel_data)
        panel = tab.locator(f"details#try-{table}")
        panel.locator("summary").click()
        tab.wait_for_function("([id]) => document.getElementById(id).querySelector('.try-another__answer figure')",
                              arg=[f"try-{table}"])
        fetched = [u.rsplit("/", 1)[1] for u in tab.panel_data]
        fits = tab.evaluate("""([id]) => [document.documentElement.scrollWidth,
            document.getElementById(id).getBoundingClientRect().right]""", [f"try-{table}"])
        violations = tab.evaluate(AXE_JS.replace("axe.run(document,", f"axe.run(document.getElementById('try-{table}'),"))
        first = [panel.locator(f"select[name='{name}']").input_value() for name in names]
        shown = {}
        for pick in picks:
            for name, value in zip(names, pick):
                panel.locator(f"select[name='{name}']").select_option(value)
            shown[pick] = tab.evaluate(SHOWN_JS, [f"try-{table}"])
        found[table] = PanelReading(with_page, fetched, fits, violations, first, shown, list(tab.errors), list(tab.failed))
    return found
