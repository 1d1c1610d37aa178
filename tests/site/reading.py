"""What a reader's browser shows of a page, measured once per page, language and screen width.

Loading a page is the slow part of a browser test, so one visit gathers what every check of
test_browser.py needs: the page's width, its chord diagrams, its lesson tables (their headers,
cells, scrolling and cue), its program-output blocks and code blocks (their text and where the
copy button sits), and what axe-core finds against WCAG 2.1 A and AA.
"""
from __future__ import annotations

from dataclasses import dataclass

import browser

# Once tables.js has looked at every table's box (it marks each frame: data-at-start at least).
MARKED_JS = """() => [...document.querySelectorAll('.lesson-table__frame')].every(f => f.hasAttribute('data-at-start')
  || f.hasAttribute('data-overflows'))"""

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

# Every code block, its collapsed blocks opened: whether its copy button covers any of its text.
COPY_BUTTONS_JS = """() => {
  document.querySelectorAll('article details').forEach(d => d.open = true);
  return [...document.querySelectorAll('article pre')].filter(pre => pre.querySelector('.md-code__nav, .md-clipboard'))
    .map(pre => {
      const button = pre.querySelector('.md-code__nav, .md-clipboard').getBoundingClientRect();
      const code = pre.querySelector('code'), range = document.createRange();
      range.selectNodeContents(code);
      const covered = [...range.getClientRects()].some(r => r.width > 0 && r.left < button.right && button.left < r.right
                                                          && r.top < button.bottom && button.top < r.bottom);
      return {head: code.textContent.split('\\n')[0].slice(0, 60), covered};
    });
}"""

AXE_JS = """async () => {
  const found = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
                                          resultTypes: ['violations']});
  return found.violations.map(v => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} element(s), e.g. `
    + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
}"""

DIAGRAMS_JS = """() => [...document.querySelectorAll('article svg[role="img"]')].map(svg => {
  const box = svg.getBoundingClientRect();
  return {label: svg.getAttribute('aria-label'), left: box.left, right: box.right, width: box.width};
})"""


@dataclass
class Reading:
    """One page as a browser of one width showed it."""

    width: int
    page_width: int
    tables: list[dict]
    loose_program_text: int
    copy_buttons: list[dict]
    diagrams: list[dict]
    violations: list[str]
    errors: list[str]


def start(tab, url: str, width: int) -> None:
    """Open `url` at the screen of `width` and set axe to work on it (it runs while other tabs load)."""
    tab.errors.clear()
    tab.set_viewport_size(browser.SCREENS[width])
    tab.goto(url, wait_until="load")
    tab.wait_for_function(MARKED_JS)
    tab.add_script_tag(path=str(browser.AXE))
    tab.evaluate(f"() => {{ window.__axe = ({AXE_JS})(); }}")  # as a reader first sees it: collapsed blocks closed


def finish(tab, width: int) -> Reading:
    """What the page started in `tab` shows, once axe is done with it."""
    violations = tab.evaluate("() => window.__axe")
    tables = tab.evaluate(TABLES_JS)
    return Reading(width, tab.evaluate("document.documentElement.scrollWidth"), tables,
                   tab.evaluate(LOOSE_PROGRAM_TEXT_JS), tab.evaluate(COPY_BUTTONS_JS), tab.evaluate(DIAGRAMS_JS),
                   violations, list(tab.errors))


def read_all(tabs: list, jobs: list[tuple[object, str, int]]) -> dict:
    """Readings of (key, url, width) jobs, keyed, the tabs taking turns: one loads while another's axe runs."""
    done, busy = {}, []
    for key, url, width in jobs:
        if len(busy) == len(tabs):
            tab, was, at = busy.pop(0)
            done[was] = finish(tab, at)
        tab = next(t for t in tabs if all(t is not b[0] for b in busy))
        start(tab, url, width)
        busy.append((tab, key, width))
    for tab, key, width in busy:
        done[key] = finish(tab, width)
    return done
