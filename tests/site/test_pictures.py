"""The engine's pictures as readers see them: chromium at 390×844 and 1280×800 on the built site.

Every word a picture draws lies inside its picture (nothing cut by the SVG's edge), every
picture lies inside the screen, and a grid of pictures puts at least two on a row on a wide
screen. Lesson 19 shows its ten first pairs at 15 and at 50 candidates, each pair one picture.
"""
from __future__ import annotations

import os

import pytest

import browser
import site_map

LESSON_PAGES = site_map.lesson_pages()
IDS = [site_map.page_id(lang, src) for lang, src in LESSON_PAGES]
SCREENS = {"phone": {"width": 390, "height": 844}, "wide": {"width": 1280, "height": 800}}
SLACK = 0.5  # px: rounding of the boxes chromium reports

# Each picture's box, and the box of every text it draws.
PICTURES_JS = """() => [...document.querySelectorAll('article svg[role="img"]')].map(svg => {
  const box = svg.getBoundingClientRect();
  return {label: svg.getAttribute('aria-label'), left: box.left, right: box.right, top: box.top, bottom: box.bottom,
          texts: [...svg.querySelectorAll('text')].map(t => {
            const b = t.getBoundingClientRect();
            return {text: t.textContent, left: b.left, right: b.right, top: b.top, bottom: b.bottom};
          })};
})"""
# The tops of the figures of each grid of pictures.
GRIDS_JS = """() => [...document.querySelectorAll('article .picture-grid')].map(grid =>
  [...grid.children].map(figure => Math.round(figure.getBoundingClientRect().top)))"""
PAIRS_JS = """() => [...document.querySelectorAll('article .picture-grid')].map(grid =>
  [...grid.querySelectorAll('svg[role="img"]')].filter(svg => svg.getAttribute('aria-label').includes(' → ')).length)"""


@pytest.fixture(scope="module")
def chromium(site):
    """A headless chromium for this module (skipped only where chromium truly is not installed)."""
    why = browser.missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"the browser tests must run in CI: {why}", pytrace=False)
        pytest.skip(why)
    with browser.phone_browser(site.address) as context:
        yield context


def open_page(chromium, site, lang: str, src: str, screen: str):
    page = chromium.new_page()
    page.set_viewport_size(SCREENS[screen])
    page.goto(site.page_url(site_map.url(src, lang)), wait_until="load")
    return page


def inside(inner: dict, outer: dict) -> bool:
    return (inner["left"] >= outer["left"] - SLACK and inner["right"] <= outer["right"] + SLACK
            and inner["top"] >= outer["top"] - SLACK and inner["bottom"] <= outer["bottom"] + SLACK)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=IDS)
def test_every_label_fits_inside_its_picture(site, chromium, lang, src, screen):
    "Assert each text a picture draws (captions, string names, fret numbers) lies inside the picture, on the screen."
    page = open_page(chromium, site, lang, src, screen)
    try:
        pictures = page.evaluate(PICTURES_JS)
    finally:
        page.close()
    if site_map.uses_pictures(src, lang):
        assert pictures, f"{site_map.source(src, lang).name} asks for pictures but the page shows none"
    for picture in pictures:
        assert picture["left"] >= 0 and picture["right"] <= SCREENS[screen]["width"], picture["label"]
        cut = [t["text"] for t in picture["texts"] if not inside(t, picture)]
        assert not cut, f"{picture['label']}: {cut} cut at {screen}"


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=IDS)
def test_a_grid_shows_two_pictures_a_row_on_a_wide_screen(site, chromium, lang, src):
    "Assert every grid of two pictures or more puts at least two of them side by side at 1280 px."
    page = open_page(chromium, site, lang, src, "wide")
    try:
        grids = page.evaluate(GRIDS_JS)
    finally:
        page.close()
    for tops in (t for t in grids if len(t) >= 2):
        assert max(tops.count(top) for top in tops) >= 2, tops


@pytest.mark.parametrize("lang", [language.locale for language in site_map.languages()])
def test_lesson_19_draws_every_first_pair(site, chromium, lang):
    "Assert lesson 19 shows all ten first pairs at 15 candidates and at 50, each pair one picture from → to."
    src = next(s for language, s in LESSON_PAGES if language == lang and "19-" in s)
    page = open_page(chromium, site, lang, src, "wide")
    try:
        pairs = page.evaluate(PAIRS_JS)
    finally:
        page.close()
    assert pairs[:2] == [10, 10]
