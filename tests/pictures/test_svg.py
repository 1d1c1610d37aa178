"""The engine's pictures as a reader meets them: labelled images that scale, whose words fit and can be read."""
import re
import xml.etree.ElementTree as ET

import pytest

from engine import run_lesson
from engine.pictures import svg

NS = "{http://www.w3.org/2000/svg}"
PICTURES = {"l1 host": ("l1", "the_map", "host"), "l22 dm7": ("l22", "dm7_neighbors", "dm7")}
WIDE = 0.62  # a generous average width of a sans-serif character, in ems (bold: 0.68)
SMALLEST = 12  # no word smaller, in viewBox units: at least 11.5 px on a 390 px phone


@pytest.fixture(scope="module", params=sorted(PICTURES))
def picture(request):
    lesson, table, name = PICTURES[request.param]
    return ET.fromstring(run_lesson(lesson).table(table).pictures[name])


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_an_image_for_assistive_technology(picture):
    "Assert role img, an aria-label, a title saying the same, and a viewBox with no fixed pixel size."
    assert picture.get("role") == "img" and picture.get("aria-label")
    assert picture.find(f"{NS}title").text == picture.get("aria-label")
    assert re.fullmatch(r"0 0 \d+ \d+", picture.get("viewBox"))
    assert picture.get("width") is None and picture.get("height") is None and "max-width" in picture.get("style")


def test_every_word_fits_in_the_picture(picture):
    "Assert no text runs past the viewBox's edges, by a generous estimate of its width."
    _, _, width, height = map(float, picture.get("viewBox").split())
    for t in picture.iter(f"{NS}text"):
        size, x, y = float(t.get("font-size")), float(t.get("x")), float(t.get("y"))
        extent = len(t.text) * size * (0.68 if t.get("font-weight") == "bold" else WIDE)
        left = {"start": x, "middle": x - extent / 2, "end": x - extent}[t.get("text-anchor")]
        assert 0 <= left and left + extent <= width, t.text
        assert size <= y <= height, t.text
        assert size >= SMALLEST, t.text


def test_colours_meet_wcag_aa_on_white_and_on_their_panels():
    "Assert text colours reach 4.5:1 on white and on the panels they sit on; lines and marks 3:1."
    for colour in (svg.MUTED, svg.ACCENT, svg.SECOND):
        assert contrast(colour, "#ffffff") >= 4.5
        assert contrast(colour, svg.PANEL) >= 4.5 and contrast(colour, svg.LIGHT_PANEL) >= 4.5
    assert contrast("#000000", svg.PANEL) >= 4.5


def test_only_identifiers_chord_names_and_numbers(picture):
    "Assert the words drawn are GA's identifiers, chord names, sets and numbers: nothing a language translates."
    words = " ".join(t.text for t in picture.iter(f"{NS}text"))
    lowercase_words = set(re.findall(r"(?<![\w.*/])[a-z]{3,}(?![\w./])", words))  # a path's parts are one name
    assert lowercase_words <= {"algebra", "voicing"}, lowercase_words  # intent ids
