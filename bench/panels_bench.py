"""The "Try another" panels' budgets (issue 27), each figure with its target.

- The cold build with every panel on, against the same site built with `try_another: false` (no
  panel computed, none rendered): the panels may add at most a quarter. Both are built in turns, each
  in a fresh process with an empty engine cache, the best of each kept.
- Each lesson's answers, compressed as a server sends them (gzip), in its largest language: at most
  300 kB.
- From a choice in a panel's form to its answer shown in chromium at a phone's width: at most 100 ms,
  timed in the page from the choice to the frame after the answer is put in (its layout done). Each
  choice is timed three times, coming from another answer each time, and the best kept: other work on
  the machine only ever adds time.
"""
from __future__ import annotations

import functools
import gzip
import random
import re
import statistics
import sys
import threading
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from . import site_time

ROOT = Path(__file__).resolve().parents[1]
TURNS = 2
BUILD_SHARE = 0.25  # the panels' share of the cold build, at most
DATA_BUDGET = 300_000  # bytes of a lesson's answers, compressed
SHOWN_WITHIN = 0.100  # s from a choice to its answer shown
CHOICES = 8  # choices timed in each panel
TIMES = 3  # times each choice is timed (the best kept)
PANEL = re.compile(r'<details class="try-another" id="([^"]+)"')

# A choice as a reader makes it (each list set, a change event), timed to the frame after the answer is put in.
CHOOSE_JS = """async ([id, values]) => {
  const lists = [...document.getElementById(id).querySelectorAll('select')];
  const start = performance.now();
  lists.forEach((list, k) => { list.value = values[k]; });
  lists[lists.length - 1].dispatchEvent(new Event('change', {bubbles: true}));
  await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  return (performance.now() - start) / 1000;
}"""
OPTIONS_JS = """([id]) => [...document.getElementById(id).querySelectorAll('select')].map(
  list => [...list.options].map(option => option.value))"""


@dataclass
class PanelFigures:
    """The panels' figures at one size of the site."""

    on: float = 0.0  # s, the best cold build with every panel on
    off: float = 0.0  # s, and with every panel off
    sizes: dict[str, int] = field(default_factory=dict)  # lesson: its largest language's answers, gzip bytes
    shown: list[float] = field(default_factory=list)  # s, each timed choice
    panels: int = 0

    @property
    def share(self) -> float:
        return self.on / self.off - 1


def measure(config_file: Path, work: Path) -> PanelFigures:
    """The figures of the site of `config_file`: its cold builds with the panels on and off, its answers, its choices."""
    off_config = panels_off(config_file)
    ons, offs = [], []
    for turn in range(TURNS):
        ons.append(site_time.cold_build(config_file, work / "out-panels-on", work / f"cache-panels-on-{turn}")[0])
        offs.append(site_time.cold_build(off_config, work / "out-panels-off", work / f"cache-panels-off-{turn}")[0])
    site = work / "out-panels-on"
    figures = PanelFigures(min(ons), min(offs), data_sizes(site))
    figures.shown, figures.panels = shown_times(site)
    return figures


def panels_off(config_file: Path) -> Path:
    """The same site's config with the plugin's `try_another: false`, beside it."""
    text = config_file.read_text(encoding="utf-8")
    if re.search(r"^  - lessons:\n", text, re.MULTILINE):
        text = re.sub(r"^  - lessons:\n", "  - lessons:\n      try_another: false\n", text, count=1, flags=re.MULTILINE)
    else:
        text = re.sub(r"^  - lessons\n", "  - lessons:\n      try_another: false\n", text, count=1, flags=re.MULTILINE)
    off = config_file.with_name("mkdocs-panels-off.yml")
    off.write_text(text, encoding="utf-8")
    return off


def data_sizes(site: Path) -> dict[str, int]:
    """Each lesson's answers, gzip-compressed, in the language whose file is largest."""
    sizes: dict[str, int] = {}
    for path in sorted((site / "assets" / "panels").glob("*.json")):
        lesson = path.name.split(".")[0]
        sizes[lesson] = max(sizes.get(lesson, 0), len(gzip.compress(path.read_bytes())))
    return dict(sorted(sizes.items(), key=lambda item: int(item[0][1:])))


def shown_times(site: Path) -> tuple[list[float], int]:
    """The time of each of a few choices in each panel of the English pages, and the number of panels."""
    sys.path.insert(0, str(ROOT / "tests" / "site"))
    import browser  # the tests' chromium: Debian's, driven by Playwright, loopback only

    pages = [(p, PANEL.findall(p.read_text(encoding="utf-8"))) for p in sorted((site / "ga-ai").glob("*/index.html"))]
    pages = [(p, ids) for p, ids in pages if ids]
    times, drawn = [], random.Random(27)
    server, address = serve(site)
    try:
        with browser.phone_browser(address) as context:
            tab = context.new_page()
            for page, ids in pages:
                tab.goto(address + page.relative_to(site).parent.as_posix() + "/", wait_until="load")
                for ident in ids:
                    tab.locator(f"details#{ident} > summary").click()
                    tab.wait_for_function("([id]) => document.getElementById(id).querySelector('.try-another__answer figure')",
                                          arg=[ident])
                    options = tab.evaluate(OPTIONS_JS, [ident])
                    for _ in range(CHOICES):
                        times.append(best_time(tab, ident, [[drawn.choice(values) for values in options]
                                                            for _ in range(TIMES + 1)]))
    finally:
        server.shutdown()
    return times, sum(len(ids) for _, ids in pages)


def best_time(tab, ident: str, picks: list[list[str]]) -> float:
    """The best of several timings of the first pick, each made coming from another answer (the others, in turn)."""
    timed = []
    for other in picks[1:]:
        tab.evaluate(CHOOSE_JS, [ident, other])
        timed.append(tab.evaluate(CHOOSE_JS, [ident, picks[0]]))
    return min(timed)


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def serve(site: Path) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def report(f: PanelFigures) -> None:
    print(f"\n\"Try another\" panels ({len(f.sizes)} lessons, {f.panels} panels)")
    print(f"  cold build with every panel on: {f.on:6.2f} s; with none: {f.off:6.2f} s; the panels add "
          f"{f.share:+.0%}   (target +{BUILD_SHARE:.0%}: {'met' if f.share <= BUILD_SHARE else 'missed'})")
    largest = max(f.sizes.values(), default=0)
    listed = ", ".join(f"{lesson} {size / 1000:.0f} kB" for lesson, size in f.sizes.items())
    print(f"  each lesson's answers, gzip, its largest language: {listed}   (target {DATA_BUDGET // 1000} kB: "
          f"{'met' if largest <= DATA_BUDGET else 'missed'})")
    if f.shown:
        slowest, median = max(f.shown), statistics.median(f.shown)
        print(f"  from a choice to its answer shown, chromium at 390 px, {len(f.shown)} choices: median "
              f"{median * 1000:.0f} ms, slowest {slowest * 1000:.0f} ms   (target {SHOWN_WITHIN * 1000:.0f} ms: "
              f"{'met' if slowest <= SHOWN_WITHIN else 'missed'})")
