"""The voices' motion as SVG: labelled, scalable, one row per voice, moves signed."""
import re

from engine.pictures.voice_motion import voice_motion_svg

C_TO_F = [("C", "C"), ("E", "F"), ("G", "A")]


def test_scales_and_is_a_labelled_image():
    "Assert a viewBox without pixel size, role img, and a title equal to the aria-label."
    svg = voice_motion_svg(C_TO_F, "C", "F", 3)
    head = svg.split(">")[0]
    assert "viewBox=" in head and "width=" not in head and 'role="img"' in head
    label = re.search(r'aria-label="([^"]+)"', head)[1]
    assert f"<title>{label}</title>" in svg and label == "C → F: C→C 0, E→F +1, G→A +2; Σ 3"


def test_one_row_per_voice():
    "Assert two boxes and one line per voice, an arrow on each voice that moves and a dash on one that stays."
    svg = voice_motion_svg(C_TO_F, "C", "F", 3)
    assert svg.count("<rect") == 6 and svg.count("<line") == 3
    assert svg.count("marker-end") == 2 and svg.count("stroke-dasharray") == 1


def test_moves_are_signed_the_shorter_way():
    "Assert each move as written: up with +, down with a minus sign, a tritone up."
    svg = voice_motion_svg([("E", "C#"), ("B", "F"), ("G", "G")], "Em", "X", 9)
    texts = re.findall(r">([^<]+)</text>", svg)
    assert "\u22123" in texts and "+6" in texts and "0" in texts


def test_arrowheads_do_not_clash():
    "Assert two pictures on one page name their arrowheads differently."
    ids = [re.search(r'marker id="([^"]+)"', voice_motion_svg(v, "A", "B", 1))[1] for v in (C_TO_F, C_TO_F[:2])]
    assert ids[0] != ids[1]


def test_labels_fit_inside():
    "Assert every text's centre lies within the drawing's width and height."
    svg = voice_motion_svg(C_TO_F + [("Bb", "A")], "Cmaj7", "F", 4)
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
    for x, y in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"', svg):
        assert 0 < float(x) < width and 0 < float(y) < height
