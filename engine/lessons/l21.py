"""Lesson 21, the voicing search: what ga_search_voicings reads in a query, and what it answers.

The course's probe (`SearchVoicingsProbe.cs`, run by `Lesson21.cs` and GaMain's `Lesson21()`)
asks GA's vocabulary tool for its lists, then the search tool for each of its examples, modes
and tags, on lesson 3's index. Main prints only the questions whose answers depend on the
search; the others are figures only there.

On main the reader, the registry and the tools are the pin's (the lesson says so); the index
and the encoder are GA's main as modelled, **inferred** from l21-main and l19-main: the search's
revision `engine.ga.optick.revisions.MAIN` (the chord's root in the corpus's MODAL and ROOT, the
query's interval-class vector, MODAL names) and the analysis's `engine.ga.tags.voicing_tags.MAIN`
(the corpus's tags: open voicings, CAGED, "beginner").
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ga.optick.index import OptickIndex, lesson3_index
from ..ga.optick.schema import BY_NAME
from ..ga.query import read_query
from ..ga.query.encoder import ALWAYS_EMPTY, FILLED
from ..ga.query.tool import SearchAnswer, search_many
from ..ga.tags import tag_registry, tag_sources
from ..ga.vocabulary import voicing_vocabulary
from ..music.voicing import to_chart
from ..table import Table, grid
from .l21_data import (COURSE_QUERIES, DRAFT_ANSWER, DRAFT_CHORD, DRAFT_TAGS, GA_QUERIES, MODE_CHORDS,
                       ROOTLESS_CHORDS, SCORE_QUERIES, TAG_CHORDS, TWIN_TAGS, chord_symbols, lesson_queries,
                       mode_queries, tag_queries)
from .l21_words import (TagAnswers, answer_key, charts, draft_notes, is_rootless, named_charts, reading_words,
                        rootless_in_index, tag_matches)

TITLE = "The voicing search"
PLACE = {"pin": "at the pin", "main": "on main"}


@dataclass(frozen=True, eq=False)
class VoicingSearch:
    """GA's voicing search on lesson 3's index at one revision, its answers kept once asked."""

    at: str
    index: OptickIndex
    asked: dict = field(default_factory=dict)

    def ask(self, queries: list[str], limit: int = 10) -> list[SearchAnswer]:
        """The tool's answers to some queries, searched together."""
        new = [(q, limit) for q in queries if (q, limit) not in self.asked]
        self.asked.update(search_many(self.index, new))
        return [self.asked[(q, limit)] for q in queries]

    def title(self, text: str) -> str:
        return f"{text}, {PLACE[self.at]}"


def model(at: str) -> VoicingSearch:
    """GA's search at `at`, every query of the lesson already searched, in one batch per limit."""
    ga = VoicingSearch(at, lesson3_index(at))
    ga.ask(list(dict.fromkeys(q for q, limit in lesson_queries() if limit == 10)))
    ga.ask(list(dict.fromkeys(q for q, limit in lesson_queries() if limit == 1)), limit=1)
    return ga


def vocabulary(ga: VoicingSearch) -> Table:
    "What ga_voicing_vocabulary lists, and how the search reads each entry typed alone."
    vocab, registry = voicing_vocabulary(), tag_registry()
    rows = [(bit, source, len(registry.tags_on(bit)), ", ".join(sorted(registry.tags_on(bit))[:4]))
            for bit, source in tag_sources().items()]
    copies = sorted(registry.hyphenless_copies())
    with_chord = [t for t in vocab.symbolic_tags if read_query(t).chord is not None]
    otherwise = [(e, read_query(e)) for e in (*vocab.symbolic_tags, *vocab.modes) if read_otherwise(e)]
    parts = [
        f"roots {len(vocab.roots)}, chord-quality suffixes {len(vocab.chord_quality_suffixes)}, "
        f"modes {len(vocab.modes)}, symbolic tags {len(vocab.symbolic_tags)}",
        f"the query's SYMBOLIC partition: {BY_NAME['SYMBOLIC'].dim} dimensions; a tag sets the one its bit names",
        grid([("bit", 4), ("where the registry takes it from", 52), ("tags", 5), ("the first four", 0)], rows),
        f"entries listed twice, with and without hyphens: {len(copies)}, {', '.join(copies[:4])}",
        f"tags that also give the query a chord, a famous chord's: {len(with_chord)}",
        "entries read otherwise when typed alone:",
        *(f"  {entry}: {reading_words(reading)}" for entry, reading in otherwise),
    ]
    figures = {"roots": len(vocab.roots), "chord_quality_suffixes": len(vocab.chord_quality_suffixes),
               "modes": len(vocab.modes), "symbolic_tags": len(vocab.symbolic_tags),
               "symbolic_dimensions": BY_NAME["SYMBOLIC"].dim, "hyphenless_entries": len(copies),
               "famous_chord_tags": len(with_chord), "entries_read_otherwise": len(otherwise),
               **{f"bit_{bit}_tags": len(registry.tags_on(bit)) for bit in range(12)}}
    return pin_only(ga, "What ga_voicing_vocabulary lists, and how ga_search_voicings reads it", parts, figures)


def read_otherwise(entry: str) -> bool:
    """Whether an entry typed alone is read as something else than itself (a mode, or a tag)."""
    reading = read_query(entry)
    if entry in voicing_vocabulary().modes:
        return reading.mode != entry or bool(reading.tags)
    return reading.tags != (entry,) or reading.mode is not None


def vocabulary_examples(ga: VoicingSearch) -> Table:
    "The vocabulary's five examples, as the user said them and as the vocabulary rewrites them."
    pairs = [(e, *ga.ask([e.user_said, e.canonical_query])) for e in voicing_vocabulary().examples]
    rows = [(e.user_said, reading_words(said.reading), e.canonical_query, reading_words(rewritten.reading),
             yes_no(charts(said) == charts(rewritten)), f"{said.scores()[0]:.4f}, {rewritten.scores()[0]:.4f}")
            for e, said, rewritten in pairs]
    minor, fm = ga.ask(["F minor", "Fm"])
    parts = [grid([("the user said", 28), ("read as", 34), ("rewritten", 17), ("read as", 26),
                   ("same voicings", 15), ("top scores", 0)], rows)]
    parts += [f"{a.query}, read as {reading_words(a.reading)}: {', '.join(named_charts(ga.index, a, 3))}" for a in (minor, fm)]
    figures = {"examples": len(pairs), "same_voicings": sum(charts(a) == charts(b) for _, a, b in pairs),
               "f_minor_read_as": reading_words(minor.reading), "fm_read_as": reading_words(fm.reading),
               **{f"top_score_{slug(a.query)}": a.scores()[0] for _, *both in pairs for a in both}}
    return Table(ga.title("The vocabulary's five examples, as the user said them and as it rewrites them"), parts, figures)


def modes_after_chord(ga: VoicingSearch) -> Table:
    "Each of the 23 modes after four chords, and alone: a mode changes an answer only through a tag."
    modes = voicing_vocabulary().modes
    rows, figures = [], {}
    for chord in MODE_CHORDS:
        alone, *after = ga.ask(mode_queries(chord))
        others = [(m, a) for m, a in zip(modes, after) if answer_key(a) != answer_key(alone)]
        rows.append((chord, len(modes), len(modes) - len(others),
                     "; ".join(f"{m}: {reading_words(a.reading, chord=False)}" for m, a in others)))
        figures[f"same_as_alone_{slug(chord)}"] = len(modes) - len(others)
    alone = dict(zip(modes, ga.ask(list(modes))))
    zero = [m for m, a in alone.items() if all(s == 0 for s in a.scores())]
    first_ten = [to_chart(ga.index.corpus.diagram(i)) for i in range(10)]
    same_ten = len({tuple(charts(alone[m])) for m in zero}) == 1
    is_first = bool(zero) and charts(alone[zero[0]]) == first_ten
    parts = [grid([("chord", 7), ("modes", 6), ("the same ten voicings as alone", 30), ("the others, as read", 0)], rows),
             f"modes alone: {len(zero)} of {len(modes)} answer with every score 0.0000, "
             f"all the same ten voicings: {yes_no(same_ten)}, the index's first ten: {yes_no(is_first)}",
             "  " + ", ".join(named_charts(ga.index, alone[zero[0]], 10)) if zero else "  (none)"]
    parts += [f"  {m}: {reading_words(a.reading)}, top score {a.scores()[0]:.4f}" for m, a in alone.items() if m not in zero]
    figures |= {"modes": len(modes), "modes_alone_all_zero": len(zero), "modes_alone_reading_a_tag": len(modes) - len(zero),
                "modes_alone_same_ten": same_ten,
                "modes_alone_index_first_ten": is_first}
    return Table(ga.title("The 23 modes after a chord, and alone"), parts, figures)


def tags_after_chord(ga: VoicingSearch) -> Table:
    "Each of the 188 tags after three chords: how many answers they give, bit by bit."
    tags = voicing_vocabulary().symbolic_tags
    found = {chord: TagAnswers.of(chord, *split_alone(ga.ask(tag_queries(chord)))) for chord in TAG_CHORDS}
    rows = [(chord, len(tags), t.distinct, t.same_as_alone, f"{t.bits_alike} of 12") for chord, t in found.items()]
    first = found[TAG_CHORDS[0]]
    unchanged = ", ".join(map(str, first.bits_changing_nothing))
    twins = [(a, b, first.answers[a] == first.answers[b]) for a, b in TWIN_TAGS]
    parts = [grid([("chord", 7), ("tags", 6), ("different answers", 18), ("the same ten as the chord alone", 32),
                   ("bits whose tags all answer alike", 0)], rows),
             f"for {first.chord}, the bits whose tags change nothing: {unchanged}"]
    parts += [f"for {first.chord}, {a} and {b}: the same answer {yes_no(same)}" for a, b, same in twins]
    figures = {"tags": len(tags), "bits_changing_nothing": unchanged,
               **{f"same_answer_{slug(a)}_{slug(b)}": same for a, b, same in twins}}
    for chord, t in found.items():
        figures |= {f"different_answers_{slug(chord)}": t.distinct, f"same_as_alone_{slug(chord)}": t.same_as_alone,
                    f"bits_alike_{slug(chord)}": t.bits_alike}
    return Table(ga.title("The 188 symbolic tags after a chord"), parts, figures)


def rootless_after_seventh(ga: VoicingSearch) -> Table:
    "\"rootless\" after ten seventh chords: how many of the answers leave the root out."
    answers = ga.ask([f"{chord} rootless" for chord in ROOTLESS_CHORDS])
    rows, total = [], 0
    for chord, answer in zip(ROOTLESS_CHORDS, answers):
        rootless = sum(is_rootless(ga.index.corpus, h.index, chord) for h in answer.hits)
        total += rootless
        rows.append((chord, f"{rootless} of {len(answer.hits)}", rootless_in_index(ga.index.corpus, chord),
                     ", ".join(named_charts(ga.index, answer, 3))))
    answered = sum(len(a.hits) for a in answers)
    parts = [grid([("chord", 7), ("ten voicings, rootless", 22), ("rootless in the index", 22), ("the first three", 0)], rows),
             f"voicings answered {answered}: rootless {total}"]
    shells = sum(all("(shell)" in ga.index.corpus.names[h.index] for h in a.hits[:3]) for a in answers)
    figures = {"voicings_answered": answered, "rootless_answered": total, "chords": len(rows),
               "chords_first_three_shells": shells, **{f"rootless_in_index_{slug(r[0])}": r[2] for r in rows}}
    return Table(ga.title('"rootless" after a seventh chord'), parts, figures)


def example_queries(ga: VoicingSearch) -> Table:
    "GA's own example queries and three of the course's: how they read, and the words read as tags."
    def row(answer: SearchAnswer):
        top = f"{answer.scores()[0]:.4f}" if answer.hits else "none"
        matches = ", ".join(f"{w} → {k}" for w, k in tag_matches(answer.reading))
        return (answer.query, reading_words(answer.reading), top, matches)

    columns = [("query", 41), ("read as", 34), ("top score", 12), ("words no tag spells, and the tag they match", 0)]
    ours, course = ga.ask(list(GA_QUERIES)), ga.ask(list(COURSE_QUERIES))
    parts = [grid(columns, [row(a) for a in ours]), "the course's:", grid(columns, [row(a) for a in course], header=False)]
    figures = {"ga_queries": len(ours), "course_queries": len(course),
               "read_nothing": sum(a.reading is None for a in ours + course),
               **{f"top_score_{slug(a.query)}": a.scores()[0] for a in ours + course if a.hits}}
    return pin_only(ga, "GA's example queries, and words read as tags", parts, figures)


def scores(ga: VoicingSearch) -> Table:
    "The partitions a query fills, the ceiling they set, and the top scores of chord queries."
    ceiling = sum(BY_NAME[p].weight for p in FILLED)
    chords = chord_symbols()
    best, best_score = None, -1.0
    for chord, answer in zip(chords, ga.ask(chords, limit=1)):
        if answer.scores()[0] > best_score:  # the first of equal scores is kept
            best, best_score = chord, answer.scores()[0]
    tops = [(q, a.scores()[0]) for q, a in zip(SCORE_QUERIES, ga.ask(list(SCORE_QUERIES)))]
    parts = ["partitions a query fills: " + ", ".join(f"{p} {BY_NAME[p].weight:.2f}" for p in FILLED)
             + "; always empty: " + ", ".join(f"{p} {BY_NAME[p].weight:.2f}" for p in ALWAYS_EMPTY),
             f"the highest score a query can reach: {ceiling:.2f}",
             f"chord queries {len(chords)}: the highest top score {best_score:.4f}, for {best}",
             *(f"  {q}: {s:.4f}" for q, s in tops)]
    chord_only = sum(BY_NAME[p].weight for p in FILLED if p != "SYMBOLIC")
    figures = {"score_ceiling": round(ceiling, 2), "chord_only_ceiling": round(chord_only, 2),
               "chord_queries": len(chords), "highest_top_score": best_score,
               "highest_top_score_chord": best, **{f"top_score_{slug(q)}": s for q, s in tops},
               **{f"weight_{p.lower()}": BY_NAME[p].weight for p in FILLED + ALWAYS_EMPTY}}
    return Table(ga.title("The scores"), parts, figures)


def parked_draft(ga: VoicingSearch) -> Table:
    "The parked draft skill's example answer for \"mellow Cm9\": its notes and its tags."
    plays, chord, missing = draft_notes(DRAFT_ANSWER, DRAFT_CHORD)
    keys = set(tag_registry())
    parts = [f"{DRAFT_ANSWER} plays {' '.join(plays)}; {DRAFT_CHORD} is {' '.join(chord)}, "
             f"and the voicing leaves out {' '.join(missing)}"]
    parts += [f"its tag {t}: in the vocabulary {yes_no(t in keys)}, read as {reading_words(read_query(f'{DRAFT_CHORD} {t}'))}"
              for t in DRAFT_TAGS]
    figures = {"draft_notes_played": " ".join(plays), "draft_notes_left_out": " ".join(missing),
               "draft_tags_in_vocabulary": sum(t in keys for t in DRAFT_TAGS)}
    return pin_only(ga, 'The parked draft\'s example answer for "mellow Cm9"', parts, figures)


def pin_only(ga: VoicingSearch, title: str, parts: list, figures: dict) -> Table:
    """A table the course prints at the pin only; on main its figures stay, unprinted."""
    return Table(ga.title(title), parts, figures) if ga.at == "pin" else Table(None, (), figures)


def split_alone(answers: list[SearchAnswer]) -> tuple[SearchAnswer, list[SearchAnswer]]:
    """The chord alone's answer, and the answers after it."""
    return answers[0], answers[1:]


def yes_no(flag: bool) -> str:
    return "yes" if flag else "no"


def slug(text: str) -> str:
    """A figure-name fragment: "F# Lydian drop 2" -> "f_sharp_lydian_drop_2"."""
    spelled = text.lower().replace("#", "_sharp").replace("-", "_").replace("'", "")
    return "_".join("".join(c if c.isalnum() else " " for c in spelled).split())


QUESTIONS = [vocabulary, vocabulary_examples, modes_after_chord, tags_after_chord, rootless_after_seventh,
             example_queries, scores, parked_draft]
