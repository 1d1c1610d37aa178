"""SVG text for the engine's pictures: widths estimated generously, lines wrapped to fit, labels escaped."""
import pytest

from engine.svg import svg, text, text_width, wrap


@pytest.mark.parametrize("line, dejavu_em", [
    ("Bb + C (Major 2nd)", 9.59), ("Cmaj7(shell)/B", 7.328), ("WWW", 2.966), ("illi", 1.111), ("x-3-2-0-1-0", 5.577),
])
def test_widths_are_never_less_than_dejavu_sans(line, dejavu_em):
    "Assert the estimate is at least the width DejaVu Sans gives (chromium's system-ui here), the widest usual font."
    assert text_width(line, 14) >= dejavu_em * 14


@pytest.mark.parametrize("line, room, lines", [
    ("C", 112, ["C"]),
    ("Bb + C (Major 2nd)", 112, ["Bb + C", "(Major 2nd)"]),
    ("fallback-direct (error-fallback-unavailable)", 200, ["fallback-direct", "(error-fallback-unavailable)"]),
    ("a b c d e f g h", 45, ["a b c", "d e f", "g h"]),
])
def test_wrap_breaks_at_spaces_into_fitting_lines(line, room, lines):
    "Assert a line too wide is broken at spaces into as few lines as fit, at most two by default."
    assert wrap(line, 14, room, lines=3 if len(lines) > 2 else 2) == lines


def test_a_picture_is_a_labelled_image_at_the_common_scale():
    "Assert the picture's root: role img, escaped aria-label and title, viewBox, width in rem at 16 units per rem."
    markup = svg(160, 80, 'say "<b>"', [text(80, 40, "x", 12)], "chord-chart")
    head = markup.split(">")[0]
    assert 'role="img"' in head and 'aria-label="say &quot;&lt;b&gt;&quot;"' in head
    assert 'viewBox="0 0 160 80"' in head and 'style="width:10rem"' in head
    assert "<title>say &quot;&lt;b&gt;&quot;</title>" in markup
