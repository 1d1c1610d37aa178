"""Lesson 8: the course's output byte for byte, the figures a page cites, the strict reading, the host as the exam asks it."""
import xml.etree.ElementTree as ET

import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.ga.corpus import entries, evaluate
from engine.lessons.l8_exam import run_exam
from engine.lessons.l8_reading import contains_whole, match, strict
from engine.report.voice import PROGRAM


@pytest.fixture(scope="module")
def report():
    return run_lesson("l8", "pin")


@pytest.fixture(scope="module")
def exam():
    return run_exam("pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l8")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l8") == ["corpus", "outcomes", "path_b", "ga_foreign", "higher", "typo_answer", "error_answer",
                                 "whole_tone_answer", "diminished_answer", "key_blind_answer", "strict_own", "strict_foreign"]


FIGURES = [
    ("corpus", "prompts", 68), ("corpus", "skipped", 5), ("corpus", "judged", 3), ("corpus", "routed", 39),
    ("corpus", "expected", 224), ("corpus", "one_character", 84), ("corpus", "note_letters", 81),
    ("corpus", "default_min_length", 50), ("corpus", "degraded_markers", 2), ("corpus", "banned_markers", 8),
    ("outcomes", "http_errors", 22), ("outcomes", "answered", 41), ("outcomes", "passed", 35), ("outcomes", "failed", 6),
    ("outcomes", "degraded", 0), ("outcomes", "intents", 39), ("outcomes", "by_algebra", 2), ("outcomes", "diatonic", 7),
    ("outcomes", "diatonic_failed", 6), ("outcomes", "diatonic_passed", 1), ("outcomes", "only_diatonic_fail", True),
    ("outcomes", "error_text_as_marker.passed", 34), ("outcomes", "error_text_as_marker.failed", 7),
    ("outcomes", "error_text_as_marker.degraded", 7),
    ("outcomes", "inversion_question.number", 61), ("outcomes", "inversion_question.status", 500),
    ("outcomes", "inversion_question.min_length", 50),
    ("outcomes", "inversion_question.equivalent", False), ("outcomes", "inversion_question.first_forte", "3-3"),
    ("outcomes", "inversion_question.second_forte", "3-5"),
    ("outcomes", "inversion_question.first_vector", "<1 0 1 1 0 0>"),
    ("outcomes", "inversion_question.second_vector", "<1 0 0 0 1 1>"),
    ("outcomes", "inversion_question.wrong_answer_passes", True),
    ("path_b", "number", 10), ("path_b", "confidence", 0.0), ("path_b", "tools", 15), ("path_b", "logged", 2),
    ("path_b", "is_degraded_marker", False), ("path_b", "wrapper_text_is_a_marker", True),
    ("path_b", "flagged_without_skills_folder", 7),
    ("ga_foreign", "passing", 35), ("ga_foreign", "others", 31), ("ga_foreign", "accepted", 169),
    ("ga_foreign", "higher_accepted", 6), ("ga_foreign", "name_pitch", 15),
    ("ga_foreign", "higher_accepted_strings_name_no_pitch", 4), ("ga_foreign", "higher_missing_a_chord_name", 4),
    ("ga_foreign", "hijaz.number", 6), ("ga_foreign", "g7_notes.number", 62), ("ga_foreign", "c_major_triad.number", 67),
    ("ga_foreign", "hijaz.accepted_numbers", "#3"), ("ga_foreign", "c_major_triad.accepted", 24),
    ("ga_foreign", "g7_notes.accepted", 17), ("ga_foreign", "c_major_notes.names_pitch", False),
    ("ga_foreign", "drop_c.higher_passes", True), ("ga_foreign", "error_text.higher_passes", True),
    ("ga_foreign", "g7_notes.higher_answer", "G# dominant 7 chord contains G#, C, D#, and F#."),
    ("ga_foreign", "chord_c_e_g.higher_missing", "C major"),
    ("higher", "number", 51), ("higher", "ga_passes", True), ("higher", "strict_passes", False),
    ("higher", "strict_missing", "C"),
    ("typo_answer", "matched", "melodic minor"), ("typo_answer", "line", 11),
    ("typo_answer", "all_required.passes", False), ("typo_answer", "all_required.missing", "Altered"),
    ("typo_answer", "all_required.others", "#2"), ("error_answer", "string", "G"),
    ("error_answer", "matched", "processing"), ("key_blind_answer", "line", 3),
    ("strict_own", "differ", 1), ("strict_own", "differ_numbers", "#31"),
    ("strict_foreign", "passing", 34), ("strict_foreign", "accepted", 69), ("strict_foreign", "higher_accepted", 4),
    ("strict_foreign", "name_pitch", 14), ("strict_foreign", "g7_notes.accepted_numbers", "#3"),
    ("strict_foreign", "c_major_triad.accepted", 12), ("strict_foreign", "drop_c.higher_missing", "C"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert the figures a page cites."
    assert report.table(table).figures[figure] == value


def test_each_prompt_goes_where_the_course_sends_it(exam):
    "Assert a prompt naming a registered intent is answered by it, any other by the chat endpoint, a skipped one by none."
    ids = {i.id for i in exam.host.intents}
    for a in exam.attempts:
        if a.entry.skip:
            assert a.answer is None and a.intent is None and a.status is None
        elif a.entry.routes_to in ids:
            assert a.intent == a.entry.routes_to and a.answer is not None
        else:
            assert a.status in (200, 500) and (a.answer is not None) == (a.status == 200)


def test_only_the_skill_md_skill_logs(exam):
    "Assert the skills' own log lines come from DiatonicChordsSkill's prompts alone, two each."
    for a in exam.answered:
        assert len(a.logs) == (2 if a.intent == "skill.diatonicchords" else 0)


def test_the_answers_as_the_host_posts_them(exam):
    "Assert the two chat answers are the algebra fast path's, as the endpoint's JSON body carries them."
    posted = [a for a in exam.answered if a.intent is None]
    assert [(a.number, a.agent) for a in posted] == [(18, "algebra"), (42, "algebra")]
    assert exam.attempt(42).answer == exam.host.post("What is Forte number 4-Z29").fields["naturalLanguageAnswer"]


STRICT = [  # answer, string -> whether the strict reading finds it whole
    ("C – G – C", "C", True), ("Drop C# tuning", "C", False), ("Cmaj7", "C", False), ("a c major scale", "C", False),
    ("processing", "G", False), ("G, B, D", "G", True), ("the Major Scale family", "major scale", True),
    ("melodic minor", "Melodic Minor", True), ("C major chord", "C major", True), ("c major chord", "C major", False),
    ("tensions", "tension", False), ("an available tension — the 13", "13", True), ("F#°", "F#°", True),
    ("the b7", "b7", True), ("`b7`", "b7", True), ("Bb7", "b7", False),
]


@pytest.mark.parametrize("answer, string, found", STRICT)
def test_the_strict_reading(answer, string, found):
    "Assert a string must stand alone, and keep its case when it starts with a note name."
    assert contains_whole(answer, string) is found


def test_strict_never_accepts_what_ga_refuses_for_lack_of_a_string(exam):
    "Assert, over every answer and every entry without not_contains, a strict pass is also GA's pass."
    plain = [e for e in entries() if not e.skip and not e.not_contains]
    for a in exam.answered:
        for e in plain:
            assert strict(e, a.answer) is not None or evaluate(e, a.answer) is None


def test_where_ga_finds_a_string():
    "Assert the first match, case ignored: the whole token around it and its line."
    assert match("one\nthe G chord", "g") == ("G", 2) and match("I encountered an error", "D") == ("encountered", 1)


def test_the_picture(report):
    "Assert one row per prompt, the HTTP errors and the diatonic failures marked, #31's strict failure beside GA's pass."
    svg = ET.fromstring(draw_picture(report.table("outcomes").pictures["checks"], PROGRAM))
    texts = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert [t for t in texts if t and t.startswith("#")] == [f"#{n}" for n in range(1, 69)]
    assert texts.count("/chat 500") == 22 and texts.count("/chat algebra") == 2 and texts.count("skip: true") == 5
    # the 500s; GA's six failures; read strictly, #21 and #22 again, and #31 (the four too short fail before the strings)
    assert texts.count("✗") == 22 + 6 + 2 + 1
