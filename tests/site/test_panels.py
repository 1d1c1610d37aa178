"""The "Try another" panels as a reader's browser shows them (chromium, 390 px wide).

For a sample of questions per panel and language, what the panel shows once chosen in its form
is the table the engine makes of the answers the public calls give now
(`ChatbotHost(at).call_skill`, `engine.ask_chatbot`), in the page's words; the pin's and main's
side by side where the panel compares them. The answers are fetched when the panel is first
opened, not with the page; without the panel's script the panel says it needs JavaScript; axe-core
finds nothing in an open panel; the panel fits a phone's width.
"""
from __future__ import annotations

import json
import random
import re

import browser
import pytest
import site_map
from reading import AXE_JS, prepare

import engine
import engine.report
from engine.ga.routing import ChatbotHost
from engine.panel import key
from engine.panels import declared
from macros.catalogs import Catalogs
from macros.tables import reader

pytestmark = pytest.mark.browser
CATALOGS = Catalogs(site_map.ROOT / "translations")
DEFAULT = next(lang.locale for lang in site_map.languages() if lang.default)
PANEL = re.compile(r'\{\{\s*try_another\("(\w+)"\)\s*\}\}')
SAMPLE = 2  # questions per panel and language besides the one the panel opens on
WIDTH = browser.PHONE["width"]


def paneled_pages() -> list[tuple[str, str, str]]:
    """(language, English source, panel table) of every panel of every lesson page, in the nav's order."""
    found = []
    for lang, src in site_map.lesson_pages():
        for table in PANEL.findall(site_map.source(src, lang).read_text(encoding="utf-8")):
            found.append((lang, src, table))
    return found


PANELS = paneled_pages()


def ids(params):
    return [f"{site_map.page_id(lang, src)}-{table}" for lang, src, table in params]


def panel_of(src: str, lang: str, table: str):
    lesson = site_map.front_matter(site_map.source(src, lang))["lesson"]
    return lesson, next(p for p in declared(lesson) if p.table == table)


def picks(panel, lang: str) -> list[tuple[str, ...]]:
    """The pick the panel opens on, and a few others drawn from its lists (the same for a page's each run)."""
    drawn = random.Random(f"{panel.table}-{lang}")
    return [panel.first] + [tuple(drawn.choice(c.values) for c in panel.choices) for _ in range(SAMPLE)]


def public_answer(panel, pick: tuple[str, ...], at: str):
    """The panel's table for a pick, made now from the engine's public calls."""
    replies = tuple(engine.ask_chatbot(a.message, at) if a.skill is None else ChatbotHost(at).call_skill(a.skill, a.message)
                    for a in panel.asks(*pick))
    return panel.answer(pick, replies)


def expected_html(panel, pick: tuple[str, ...], lang: str) -> list[str]:
    """What the panel should show for a pick, at each revision it shows, as the engine renders a table for a reader."""
    voice = reader(CATALOGS, lang, DEFAULT)
    revisions = ("pin", "main") if panel.compare else ("pin",)
    return [engine.report.render_html(public_answer(panel, pick, at), voice, f"expected-{at}") for at in revisions]


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


def open_panel(tab, lang: str, src: str, table: str):
    """The page at a phone's width, the panel opened and its first answer shown; the panel's element."""
    tab.set_viewport_size(browser.PHONE)
    tab.goto(tab.site.page_url(site_map.url(src, lang)), wait_until="load")
    panel = tab.locator(f"details#try-{table}")
    panel.locator("summary").click()
    tab.wait_for_function("([id]) => document.getElementById(id).querySelector('.try-another__answer figure')",
                          arg=[f"try-{table}"])
    return panel


def choose(tab, panel, names: list[str], pick: tuple[str, ...]) -> None:
    for name, value in zip(names, pick):
        panel.locator(f"select[name='{name}']").select_option(value)


@pytest.fixture
def panel_tab(site, chromium):
    tab = chromium.new_page()
    tab.site, tab.errors = site, []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    prepare(tab)
    yield tab
    tab.close()


@pytest.mark.parametrize("lang, src, table", PANELS, ids=ids(PANELS))
def test_the_panel_shows_what_the_public_calls_answer(panel_tab, lang, src, table):
    "Assert, for the first pick and a sample of others, the panel shows the engine's table of the public calls' answers, in the page's words."
    lesson, panel = panel_of(src, lang, table)
    shown = open_panel(panel_tab, lang, src, table)
    names = [c.name for c in panel.choices]
    assert [shown.locator(f"select[name='{n}']").input_value() for n in names] == list(panel.first)
    for pick in picks(panel, lang):
        choose(panel_tab, shown, names, pick)
        got = panel_tab.evaluate(SHOWN_JS, [f"try-{table}"])
        want = panel_tab.evaluate(GIVEN_JS, [expected_html(panel, pick, lang)])
        assert got == want, f"{lesson} {table} {key(pick)} [{lang}]"
    assert panel_tab.errors == [] and panel_tab.failed == []


@pytest.mark.parametrize("lang, src, table", PANELS, ids=ids(PANELS))
def test_the_answers_come_when_the_panel_is_opened_and_fit_a_phone_with_nothing_for_axe(panel_tab, lang, src, table):
    "Assert no answers are fetched with the page, one data file when the panel opens, and the open panel fits 390 px with no axe-core violation."
    requested = []
    panel_tab.on("request", lambda request: requested.append(request.url))
    panel_tab.set_viewport_size(browser.PHONE)
    panel_tab.goto(panel_tab.site.page_url(site_map.url(src, lang)), wait_until="load")
    assert not [u for u in requested if "/assets/panels/" in u]
    open_panel(panel_tab, lang, src, table)
    lesson, _ = panel_of(src, lang, table)
    assert [u.rsplit("/", 1)[1] for u in requested if "/assets/panels/" in u] == [f"{lesson}.{lang}.json"]
    fits = panel_tab.evaluate("""([id]) => [document.documentElement.scrollWidth,
        document.getElementById(id).getBoundingClientRect().right]""", [f"try-{table}"])
    assert fits[0] <= WIDTH and fits[1] <= WIDTH
    violations = panel_tab.evaluate(AXE_JS.replace("axe.run(document,", f"axe.run(document.getElementById('try-{table}'),"))
    assert violations == []


@pytest.mark.parametrize("lang, src, table", PANELS[:1] + PANELS[-1:], ids=ids(PANELS[:1] + PANELS[-1:]))
def test_without_its_script_the_panel_says_it_needs_javascript(panel_tab, lang, src, table):
    "Assert, the panel's script not loaded, the open panel shows the notice in the page's language and no form."
    panel_tab.route("**/assets/javascripts/panels.js", lambda route: route.abort())
    panel_tab.goto(panel_tab.site.page_url(site_map.url(src, lang)), wait_until="load")
    panel = panel_tab.locator(f"details#try-{table}")
    panel.locator("summary").click()
    assert panel.locator(".try-another__needs-script").inner_text() == CATALOGS.text(lang, "try_another_needs_script")
    assert not panel.locator("form").is_visible()


@pytest.mark.parametrize("lang, src, table", PANELS, ids=ids(PANELS))
def test_the_form_is_labelled_in_the_pages_language(site, lang, src, table):
    "Assert each list has a label, in the page's words, and the panel opens on the lesson's pick (the built page, no script)."
    _, panel = panel_of(src, lang, table)
    html = site.html(site_map.url(src, lang))
    found = re.search(rf'<details class="try-another" id="try-{table}"[^>]*data-first="([^"]*)"', html)
    assert found and json.loads(found[1].replace("&quot;", '"')) == list(panel.first)
    voice = reader(CATALOGS, lang, DEFAULT)
    for choice in panel.choices:
        assert f'<label for="try-{table}-{choice.name}">{voice.words(choice.label)}</label>' in html
