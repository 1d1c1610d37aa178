"""Lesson 17: the course's output byte for byte at both revisions, the figures the page cites, the pictures."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.lessons.l17 import EXAMPLES, PHRASINGS, parts, read_capo, spellable, verdict
from engine.music.open_shapes import OPEN_SHAPES, shape_frets
from engine.music.voicing import midi_notes
from engine.report.voice import PROGRAM, Reader


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l17", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l17"), ("main", "l17-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l17") == ["first_skill", "capo_examples", "sounding_to_shape", "shape_to_sounding",
                                  "open_shapes", "other_phrasings", "tuning_examples", "tuning_table", "by_notes",
                                  "outside_table"]


def test_main_prints_only_the_tunings_by_notes_and_outside_the_table(reports):
    "Assert main's report has the two tuning tables, titled on main, and nothing of the capo."
    assert [t.name for t in reports["main"].tables if t.title is not None] == ["by_notes", "outside_table"]


FIGURES = [  # table, figure, value at the pin
    ("first_skill", "skills", 32), ("first_skill", "prompts", 22), ("first_skill", "accepted", 0),
    ("first_skill", "taken_by_others", 2), ("first_skill", "others", "skill.chordinfo, skill.chordvoicings"),
    ("capo_examples", "right", 7), ("capo_examples", "theoretical", 1), ("capo_examples", "wrong_direction", 1),
    ("capo_examples", "declined", 1), ("capo_examples", "same_as_skill", True),
    ("capo_examples", "c_shape_capo_3.answer", "D#"), ("capo_examples", "sounding_key_g_capo_5.direction", "shape"),
    ("capo_examples", "b_major_capo_4.verdict", "declined"),
    ("sounding_to_shape", "keys", 30), ("sounding_to_shape", "major.prompts", 165), ("sounding_to_shape", "major.right", 127),
    ("sounding_to_shape", "major.theoretical", 27), ("sounding_to_shape", "major.theoretical_chords", "A#, D#, G#"),
    ("sounding_to_shape", "major.wrong", 0), ("sounding_to_shape", "major.declined", 11),
    ("sounding_to_shape", "major.declined_keys", "Cb"), ("sounding_to_shape", "minor.right", 159),
    ("sounding_to_shape", "minor.theoretical_chords", "Dbm, Gbm"), ("sounding_to_shape", "minor.wrong", 0),
    ("sounding_to_shape", "am_seen", 319), ("sounding_to_shape", "am_wrong", 0), ("sounding_to_shape", "am_theoretical", 16),
    ("shape_to_sounding", "prompts", 88), ("shape_to_sounding", "wrong", 0), ("shape_to_sounding", "theoretical", 15),
    ("shape_to_sounding", "c.theoretical_chords", "3: D#, 8: G#, 10: A#"), ("shape_to_sounding", "am.theoretical", 0),
    ("open_shapes", "keys", 12), ("open_shapes", "declined", 12),
    ("other_phrasings", "in_a_band.answer", "G"), ("other_phrasings", "song_in_f_sharp.answer", "D#"),
    ("other_phrasings", "song_in_b_flat.answer", "A#"), ("other_phrasings", "song_in_em.verdict", "declined"),
    ("other_phrasings", "playing_in_d.direction", "shape"), ("other_phrasings", "wrong_chord", 4),
    ("tuning_examples", "right", 12), ("tuning_table", "right", 9),
    ("by_notes", "questions", 44), ("by_notes", "right", 35), ("by_notes", "another_tuning", 4),
    ("by_notes", "other_answers", 5), ("by_notes", "open_d.answer", "D A D F A D"),
    ("by_notes", "eb_standard_in_sharps.answer", "Whole-step down (D standard)"),
    ("outside_table", "declined", 6), ("outside_table", "another_tuning", 4),
    ("outside_table", "drop_c_sharp_sign.answer", "Drop C"), ("outside_table", "drop_d_flat_sign.answer", "Drop D"),
    ("outside_table", "drop_c_sharp.verdict", "declined"), ("outside_table", "open_d_minor.answer", "Open D"),
    ("outside_table", "shape_names_em", False),
    ("other_phrasings", "exercise_e_min.answer", "Dm"), ("other_phrasings", "exercise_in_flats.answer", "Bb"),
    ("outside_table", "exercise_gb.answer", ""), ("outside_table", "exercise_gb.notes", "D A D Gb A D"),
    ("outside_table", "exercise_drop_db.notes", ""),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(reports, table, figure, value):
    "Assert a figure the page cites, at the pin."
    assert reports["pin"].table(table).figures[figure] == value


def test_main_declines_a_sign_after_the_tunings_letter(reports):
    "Assert main declines drop C♯ and drop D♭, which the pin answers with drop C and drop D; by notes it is the pin's."
    main = reports["main"]
    assert main.table("outside_table").figures["declined"] == 8
    assert main.table("outside_table").figures["drop_c_sharp_sign.verdict"] == "declined"
    assert main.table("by_notes").figures == reports["pin"].table("by_notes").figures


def test_the_pictures(reports, drawn):
    "Assert the capo charts, the open shapes, and the map of keys by fret, each labelled for assistive technology."
    pin = reports["pin"]
    capo, grid = pin.table("capo_examples").pictures, drawn(pin.table("sounding_to_shape").pictures["keys_by_fret"])
    assert 'aria-label="x-3-2-0-1-0 C shape, capo 3 → x-6-5-3-4-3 D#"' in draw_picture(capo["c_shape_capo_3"], PROGRAM)
    assert "3-2-0-0-0-3 G shape, capo 5 → 8-7-5-5-5-8 C" in draw_picture(capo["sounding_key_g_capo_5.asked"], PROGRAM)
    assert "x-x-0-2-3-2 D shape, capo 5 → x-x-5-7-8-7 G" in draw_picture(capo["sounding_key_g_capo_5.answered"], PROGRAM)
    assert "C♭ major: declined on every fret;" in grid and grid.count(">×<") == 11  # a cross on each of C♭'s 11 frets
    assert "; C major: 1 B, 2 A# (theoretical spelling), 3 A," in grid and grid.count("<svg") == 1
    shapes = pin.table("shape_to_sounding").pictures
    assert 'aria-label="x-0-2-2-1-0 Am"' in shapes["shape_am"] and len(shapes) == 8
    in_b_flat = pin.table("open_shapes").pictures
    assert sorted(in_b_flat) == ["bb_capo_1", "bb_capo_3", "bb_capo_6"]
    assert "0-2-2-1-0-0 E shape, capo 6 → 6-8-8-7-6-6 B♭" in draw_picture(in_b_flat["bb_capo_6"], PROGRAM)


def test_a_capo_picture_says_the_shape_in_the_readers_language(reports):
    "Assert the shape's caption is a phrase, said in the reader's words before the picture is drawn."
    picture = reports["pin"].table("capo_examples").pictures["c_shape_capo_3"]
    spanish = Reader("es", (".", ",", 5), {"{chord} shape": "forma de {chord}"}.__getitem__)
    assert 'aria-label="x-3-2-0-1-0 forma de C, capo 3 → x-6-5-3-4-3 D#"' in draw_picture(picture, spanish)


def test_the_open_shapes_sound_their_chords():
    "Assert each open shape's strings sound the chord's pitch classes and no other."
    for shape in OPEN_SHAPES:
        root, quality = parts(shape)
        assert {m % 12 for m in midi_notes(shape_frets(shape))} == {(root + t) % 12 for t in (0, 3 if quality else 4, 7)}


@pytest.mark.parametrize("text, kind, chord", [
    ("With a capo on fret **4**, play a **C shape** to sound in **E major**.\n", "shape", "C"),
    ("A **C shape** with a capo on fret **3** sounds as **D#** (D# major).\n", "sounds", "D#"),
    ("Ask about a capo + sounding key", "declined", None),
])
def test_the_courses_reading_of_an_answer(text, kind, chord):
    "Assert the course's reading: a shape to play, else a chord that sounds, else declined."
    reply = read_capo(text)
    assert (reply.kind, reply.chord) == (kind, chord)


@pytest.mark.parametrize("chord, spelled", [("Eb", True), ("D#", False), ("Cb", True), ("A#m", True), ("Dbm", False),
                                            ("Eb7", True)])
def test_a_key_signature_writes_the_chord(chord, spelled):
    "Assert which major and minor chords a key signature of at most seven signs writes."
    assert spellable(chord) is spelled


def test_the_verdicts_are_the_courses():
    "Assert each prompt's wanted answer is a real direction, and the verdict order (direction before chord)."
    assert {kind for _, _, kind, _ in EXAMPLES + PHRASINGS} == {"shape", "sounds"}
    assert verdict(read_capo("play a **G shape** to sound in **A major**"), "sounds", "C") == "wrong direction"
