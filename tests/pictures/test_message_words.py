"""Lesson 7's messages: each word framed and marked for how it was read, wrapped to the picture's width."""
import xml.etree.ElementTree as ET

from engine.pictures.drawings import draw, message_words
from engine.pictures.message_words import MISREAD, REFUSED, ROMAN, UNREAD, VALID, WIDTH, Word
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"


def test_marks_differ_in_shape_not_only_colour():
    "Assert each kind has its own mark, and refused and passed-over words a dashed frame of their own."
    words = [Word("Am", VALID), Word("F#", MISREAD, "F"), Word("Q7", REFUSED), Word("Bø7", UNREAD), Word("V7", ROMAN)]
    svg = ET.fromstring(draw(message_words(words), PROGRAM))
    marks = [t.text for t in svg.iter(f"{NS}text")][1::2]
    assert marks == ["✓", "→ F", "✕", "?", "I–VII"]
    dashes = {r.get("stroke-dasharray") for r in svg.iter(f"{NS}rect")}
    assert {"5 3", "1.5 2.5", None} <= dashes


def test_long_messages_wrap_inside_the_picture():
    "Assert a long message wraps onto more lines and no frame leaves the picture."
    svg = ET.fromstring(draw(message_words([Word("arpeggio")] * 12 + [Word("Q7", REFUSED)]), PROGRAM))
    height = float(svg.get("viewBox").split()[3])
    assert height > 100 and all(float(r.get("x")) + float(r.get("width")) <= WIDTH for r in svg.iter(f"{NS}rect"))


def test_the_label_quotes_the_message_and_says_each_mark():
    "Assert the label quotes GA's input, then says each mark in words (the legend a screen reader hears)."
    words = [Word("Q7,", REFUSED), Word("which"), Word("F#", MISREAD, "F"), Word("Am", VALID), Word("hm", UNREAD)]
    svg = ET.fromstring(draw(message_words(words), PROGRAM))
    assert svg.get("aria-label") == ("Q7, which F# Am hm: Q7 refused by the guard; F# read as F; Am read as written; "
                                     "hm passed over")
    assert {t.get("lang") for t in svg.iter(f"{NS}text") if t.text == "which"} == {"en"}
