"""The "Try another" panels as a reader's browser shows them (chromium, 390 px wide).

For a sample of questions per panel and language, what the panel shows once chosen in its form
is the table the engine makes of the answers the public calls give now
(`ChatbotHost(at).call_skill`, `engine.ask_chatbot`), in the page's words; the pin's and main's
side by side where the panel compares them. The answers are fetched when the panel is first
opened, not with the page; without the panel's script the panel says it needs JavaScript; axe-core
finds nothing in an open panel; the panel fits a phone's width. The panels are opened on the visit
that reads their page for test_browser.py (`reading`, conftest.py; reading.py's `read_panels`).
"""
from __future__ import annotations

import json
import re

import browser
import pytest
import site_map
from panel_picks import paneled_pages, panel_of, picks
from reading import GIVEN_JS, prepare

import engine
import engine.report
from engine.ga.routing import ChatbotHost
from engine.panel import key
from macros.catalogs import Catalogs
from macros.tables import reader

pytestmark = pytest.mark.browser
CATALOGS = Catalogs(site_map.ROOT / "translations")
DEFAULT = next(lang.locale for lang in site_map.languages() if lang.default)
WIDTH = browser.PHONE["width"]
PANELS = paneled_pages()


def ids(params):
    """`es-ga-ai/09-every-interval-every-key#interval_grid`: the page's id, then its panel (tests/scheduling.py)."""
    return [f"{site_map.page_id(lang, src)}#{table}" for lang, src, table in params]


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


@pytest.fixture
def panel_tab(site, chromium):
    tab = chromium.new_page()
    tab.site, tab.errors = site, []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    prepare(tab)
    yield tab
    tab.close()


@pytest.mark.parametrize("lang, src, table", PANELS, ids=ids(PANELS))
def test_the_panel_shows_what_the_public_calls_answer(reading, lang, src, table):
    "Assert, for the first pick and a sample of others, the panel shows the engine's table of the public calls' answers, in the page's words."
    lesson, panel = panel_of(src, lang, table)
    shown = reading.panel(lang, src, table)
    assert shown.first == list(panel.first)
    for pick in picks(panel, lang):
        want = reading.tab.evaluate(GIVEN_JS, [expected_html(panel, pick, lang)])
        assert shown.shown[pick] == want, f"{lesson} {table} {key(pick)} [{lang}]"
    assert shown.errors == [] and shown.failed == []


@pytest.mark.parametrize("lang, src, table", PANELS, ids=ids(PANELS))
def test_the_answers_come_when_the_panel_is_opened_and_fit_a_phone_with_nothing_for_axe(reading, lang, src, table):
    "Assert no answers are fetched with the page, one data file when the panel opens, and the open panel fits 390 px with no axe-core violation."
    shown = reading.panel(lang, src, table)
    assert shown.fetched_with_page == []
    lesson, _ = panel_of(src, lang, table)
    assert shown.fetched == [f"{lesson}.{lang}.json"]
    assert shown.fits[0] <= WIDTH and shown.fits[1] <= WIDTH
    assert shown.violations == []


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
