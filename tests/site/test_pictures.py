"""The engine's pictures as readers see them: chromium at 390×844 and 1280×800 on the built site.

Every word a picture draws lies inside its picture (nothing cut by the SVG's edge), every
picture lies inside the screen, and a grid of pictures puts at least two on a row on a wide
screen. Lesson 19 shows its ten first pairs at 15 and at 50 candidates, each pair one picture.
The pages are read once for these checks and test_browser.py's (`reading`, conftest.py).
"""
from __future__ import annotations

import pytest

import browser
import site_map

pytestmark = pytest.mark.browser
WIDTHS = tuple(browser.SCREENS)  # 390 and 1280 px
LESSONS = [(lang, src, width) for lang, src in site_map.lesson_pages() for width in WIDTHS]
IDS = [f"{site_map.page_id(lang, src)}-{width}" for lang, src, width in LESSONS]
SLACK = 0.5  # px: rounding of the boxes chromium reports


def inside(inner: dict, outer: dict) -> bool:
    return (inner["left"] >= outer["left"] - SLACK and inner["right"] <= outer["right"] + SLACK
            and inner["top"] >= outer["top"] - SLACK and inner["bottom"] <= outer["bottom"] + SLACK)


@pytest.mark.parametrize("lang, src, width", LESSONS, ids=IDS)
def test_every_label_fits_inside_its_picture(reading, lang, src, width):
    "Assert each text a picture draws (captions, string names, fret numbers) lies inside the picture, on the screen."
    pictures = reading(lang, src, width).diagrams
    if site_map.uses_pictures(src, lang):
        assert pictures, f"{site_map.source(src, lang).name} asks for pictures but the page shows none"
    for picture in pictures:
        assert picture["left"] >= 0 and picture["right"] <= width, picture["label"]
        cut = [t["text"] for t in picture["texts"] if not inside(t, picture)]
        assert not cut, f"{picture['label']}: {cut} cut at {width} px"


@pytest.mark.parametrize("lang, src", site_map.lesson_pages(), ids=[site_map.page_id(*p) for p in site_map.lesson_pages()])
def test_a_grid_shows_two_pictures_a_row_on_a_wide_screen(reading, lang, src):
    "Assert every grid of two pictures or more puts at least two of them side by side at 1280 px."
    for grid in reading(lang, src, 1280).grids:
        tops = grid["tops"]
        if len(tops) >= 2:
            assert max(tops.count(top) for top in tops) >= 2, tops


LESSON_19 = [(lang, src) for lang, src in site_map.lesson_pages() if "/19-" in src]


@pytest.mark.parametrize("lang, src", LESSON_19, ids=[site_map.page_id(*p) for p in LESSON_19])  # its page's id: read once
def test_lesson_19_draws_every_first_pair(reading, lang, src):
    "Assert lesson 19 shows all ten first pairs at 15 candidates and at 50, each pair one picture from → to."
    assert [grid["pairs"] for grid in reading(lang, src, 1280).grids][:2] == [10, 10]
