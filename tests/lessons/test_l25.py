"""Lesson 25: the probe's tables and figures, and its output against the course's, byte for byte."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l25 import counts, cut, first_line
from engine.ga.routing import ChatReply
from engine.report.voice import PROGRAM, say
from engine.table import ForReader, Quote, phrase


@pytest.fixture(scope="module", params=["pin", "main"])
def report(request):
    return run_lesson("l25", request.param)


@pytest.mark.parametrize("at, filename", [("pin", "l25.txt"), ("main", "l25-main.txt")])
def test_output_is_the_course_output(at, filename, expected):
    """Assert `python -m engine l25` prints the course program's output byte for byte."""
    assert render_report(run_lesson("l25", at)) == expected(filename.removesuffix(".txt"))


def test_table_names():
    """Assert the lesson's tables, in the lesson's order."""
    assert table_names("l25") == ["hints_per_phrasing", "other_prompts_claimed", "skills_named_transpose",
                                  "routing_without_embeddings", "transpose_skill_direct"]


FIGURES = [  # table, figure, at the pin, on main
    ("hints_per_phrasing", "phrasings", 26, 26),
    ("hints_per_phrasing", "transpose_hint", 16, 16),
    ("hints_per_phrasing", "other_hint", 6, 6),
    ("hints_per_phrasing", "other_hint_only", 3, 3),
    ("hints_per_phrasing", "no_hint", 7, 7),
    ("hints_per_phrasing", "triggered", 18, 18),
    ("hints_per_phrasing", "examples_missed", 3, 3),
    ("hints_per_phrasing", "examples_with_interval_hint", 2, 2),
    ("hints_per_phrasing", "boost", 0.06, 0.06),
    ("other_prompts_claimed", "prompts", 407, 412),
    ("other_prompts_claimed", "intents", 34, 35),
    ("other_prompts_claimed", "hint_fires", 10, 10),
    ("other_prompts_claimed", "triggered", 8, 8),
    ("other_prompts_claimed", "claimed", 13, 13),
    ("other_prompts_claimed", "unknown_prompts", 0, 5),
    ("skills_named_transpose", "registrations", 50, 50),
    ("skills_named_transpose", "from_skill_md", 18, 18),
    ("skills_named_transpose", "skill_md_behind_intent", 0, 0),
    ("skills_named_transpose", "skill_md_accepts", 18, 18),
    ("skills_named_transpose", "transpose_skill_accepts", 0, 0),
    ("routing_without_embeddings", "router_none", 26, 23),
    ("routing_without_embeddings", "router_picks_transpose", 0, 0),
    ("routing_without_embeddings", "router_chordinfo", 0, 2),
    ("routing_without_embeddings", "router_chordsubstitution", 0, 1),
    ("routing_without_embeddings", "http_500", 26, 0),
    ("routing_without_embeddings", "voicing_answers", 0, 16),
    ("routing_without_embeddings", "unavailable_answers", 0, 7),
    ("routing_without_embeddings", "skill_answers", 0, 3),
    ("routing_without_embeddings", "all_http_500", True, False),
    ("routing_without_embeddings", "voicing.keyword_route", 0, 16),
    ("routing_without_embeddings", "theory.keyword_route", 0, 5),
    ("routing_without_embeddings", "tab.keyword_route", 0, 1),
    ("routing_without_embeddings", "technique.keyword_route", 0, 1),
    ("routing_without_embeddings", "voicing_default_score", 0.1, 0.1),
    ("routing_without_embeddings", "tab.keywords", 9, 9),
    ("routing_without_embeddings", "tab.keyword_score", 1 / 9, 1 / 9),
    ("routing_without_embeddings", "technique.keyword_score", 0.125, 0.125),
    ("hints_per_phrasing", "corpus.phrasings", 4, 4),
    ("hints_per_phrasing", "course.phrasings", 8, 8),
    ("other_prompts_claimed", "grothendieckparse.claimed", 5, 5),
    ("skills_named_transpose", "only_transpose_skill_behind_intent", True, True),
    ("transpose_skill_direct", "confidence", 0.0, 0.0),
    ("transpose_skill_direct", "evidence", 3, 3),
    ("transpose_skill_direct", "llm_only_warning", True, True),
]


@pytest.mark.parametrize("table, figure, pin, main", FIGURES)
def test_figures(report, table, figure, pin, main):
    """Assert a figure the lesson cites, at the pin and on main."""
    assert report.table(table).figures[figure] == (pin if report.at == "pin" else main)


@pytest.mark.parametrize("text, width, shown", [("short", 50, "short"), ("x" * 50, 50, "x" * 50),
                                                ("x" * 51, 50, "x" * 49 + "…")])
def test_cut(text, width, shown):
    """Assert the course program's Cut: a longer text keeps width-1 characters and an ellipsis."""
    assert cut(text, width) == shown


@pytest.mark.parametrize("reply, line", [
    (ChatReply(200, answer="\n  Found 10 voicings:  \n\n- x"), "Found 10 voicings:"),
    (ChatReply(500), ""),
    (ChatReply(200, answer="Our reasoning service is currently unavailable, s", answer_cut=True),
     "Our reasoning service is currently unavailable, s…"),
])
def test_first_line(reply, line):
    """Assert the answer's first non-blank trimmed line, cut to 50; a known start is shown cut."""
    assert first_line(reply) == line


def test_counts_most_first_then_ordinal():
    """Assert the summary's counts: most frequent first, ties in ordinal order of the program's text."""
    none = phrase("none")
    labelled = [("b", "b"), ("a", "a"), ("none", none), ("none", none), ("b", "b")]
    assert say(counts(labelled), PROGRAM) == "b 2, none 2, a 1"
    assert [item.values["value"] for item in counts(labelled).items] == ["b", none, "a"]


def test_readers_words_are_phrases(report):
    """Assert the words a reader reads in the tables are phrases (none, said with its noun; the sources), GA's names literals."""
    hints = report.table("hints_per_phrasing").parts[0]
    sources = [phrase("example"), "SKILL.md", phrase("corpus"), phrase("course")]
    assert all(row[0] in sources for row in hints.rows) and all(s in [row[0] for row in hints.rows] for s in sources)
    assert ForReader(phrase("none"), phrase("no trigger")) in [row[3] for row in hints.rows]
    assert ForReader(phrase("none"), phrase("no hint")) in [row[2] for row in hints.rows]
    assert hints.columns[2].name == phrase("hints, {boost:+.2f} each", boost=0.06)
    skills = report.table("skills_named_transpose").parts[0]
    assert skills.rows[0][2] == ForReader(phrase("none"), phrase("no intent")) and skills.rows[1][2] == "skill.transpose"


def test_gas_answers_are_quoted(report):
    """Assert GA's answers (the chat's first lines, the skill's reply and evidence) are quotations, not our words."""
    offline = report.table("routing_without_embeddings").parts[0]
    assert all(isinstance(row[3], Quote) or row[3] == "" for row in offline.rows)
    direct = report.table("transpose_skill_direct").parts[1:]
    assert all(isinstance(part.values[name], Quote) for part in direct for name in part.values)


@pytest.mark.parametrize("at, path", [
    ("pin", "SemanticIntentRouter null → SemanticRouter throws an exception → POST /api/chatbot/chat HTTP 500"),
    ("main", "SemanticIntentRouter null → SemanticRouter “tab” 1/9 → POST /api/chatbot/chat "
             "“fallback-direct (error-fallback-unavailable)”"),
])
def test_the_path_of_a_phrasing_is_drawn(at, path, drawn):
    """Assert "Move Am up two frets" is drawn through the routers as the model routes it, at each revision."""
    pictures = run_lesson("l25", at).table("routing_without_embeddings").pictures
    assert len(pictures) == 26
    assert f'aria-label="“Move Am up two frets”: {path}"' in drawn(pictures["move_am_up_two_frets"])  # GA's words quoted
