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

from ..ga.chord_symbols import chord_pitch_classes
from ..ga.optick.index import OptickIndex, lesson3_index
from ..ga.optick.schema import BY_NAME
from ..ga.query import read_query
from ..ga.query.encoder import ALWAYS_EMPTY, FILLED
from ..ga.query.tool import SearchAnswer, search_many
from ..ga.tags import tag_registry, tag_sources
from ..ga.vocabulary import voicing_vocabulary
from ..music.voicing import to_chart
from ..pictures.voicings import index_voicings
from ..table import ForReader, Join, Line, Phrase, Table, grid, per, phrase
from . import said_at
from .l21_data import (COURSE_QUERIES, DRAFT_ANSWER, DRAFT_CHORD, DRAFT_REQUEST, DRAFT_TAGS, GA_QUERIES, MODE_CHORDS,
                       ROOTLESS_CHORDS, ROOTLESS_TAG, SCORE_QUERIES, TAG_CHORDS, TWIN_TAGS, chord_symbols,
                       lesson_queries, mode_queries, tag_queries)
from .l21_words import (TagAnswers, answer_key, charts, draft_notes, is_rootless, named_charts, reading,
                        reading_figures, rootless_examples, rootless_in_index, tag_matches)
from .names import caption

TITLE = "The voicing search"
SHOWN_PER_BIT = 4  # the program lists each bit's first four tags
SHOWN_VOICINGS = 3  # the program shows an answer's first three voicings


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

    def title(self, template: str, **values) -> Phrase:
        """A table's title, the revision after it: "..., at the pin"."""
        return phrase(template + ", {where}", **values, where=said_at(self.at))


def model(at: str) -> VoicingSearch:
    """GA's search at `at`, every query of the lesson already searched, in one batch per limit."""
    ga = VoicingSearch(at, lesson3_index(at))
    ga.ask(list(dict.fromkeys(q for q, limit in lesson_queries() if limit == 10)))
    ga.ask(list(dict.fromkeys(q for q, limit in lesson_queries() if limit == 1)), limit=1)
    return ga


def vocabulary(ga: VoicingSearch) -> Table:
    "What ga_voicing_vocabulary lists, and how the search reads each entry typed alone."
    vocab, registry = voicing_vocabulary(), tag_registry()
    rows = [(bit, source, len(registry.tags_on(bit)), ", ".join(sorted(registry.tags_on(bit))[:SHOWN_PER_BIT]))
            for bit, source in tag_sources().items()]
    copies = sorted(registry.hyphenless_copies())
    with_chord = [t for t in vocab.symbolic_tags if read_query(t).chord is not None]
    otherwise = [(e, read_query(e)) for e in (*vocab.symbolic_tags, *vocab.modes) if read_otherwise(e)]
    parts = [
        Line("roots {roots}, chord-quality suffixes {chord_quality_suffixes}, modes {modes}, "
             "symbolic tags {symbolic_tags}"),
        Line("the query's SYMBOLIC partition: {symbolic_dimensions} dimensions; a tag sets the one its bit names"),
        grid([("bit", 4), ("where the registry takes it from", 52), ("tags", 5), ("the first four", 0)], rows),
        Line("entries listed twice, with and without hyphens: {hyphenless_entries}, {hyphenless_first_four}"),
        Line("tags that also give the query a chord, a famous chord's: {famous_chord_tags}"),
        "entries read otherwise when typed alone:",
        *(phrase("  {entry}: {reading}", entry=entry, reading=reading(found)) for entry, found in otherwise),
    ]
    figures = {"roots": len(vocab.roots), "chord_quality_suffixes": len(vocab.chord_quality_suffixes),
               "modes": len(vocab.modes), "symbolic_tags": len(vocab.symbolic_tags),
               "symbolic_dimensions": BY_NAME["SYMBOLIC"].dim, "hyphenless_entries": len(copies),
               "hyphenless_first_four": ", ".join(copies[:SHOWN_PER_BIT]),
               "famous_chord_tags": len(with_chord), "entries_read_otherwise": len(otherwise)}
    for bit in range(BY_NAME["SYMBOLIC"].dim):
        figures |= per(f"bit_{bit}", tags=len(registry.tags_on(bit)))
    return pin_only(ga, ga.title("What ga_voicing_vocabulary lists, and how ga_search_voicings reads it"), parts,
                    figures)


def read_otherwise(entry: str) -> bool:
    """Whether an entry typed alone is read as something else than itself (a mode, or a tag)."""
    found = read_query(entry)
    if entry in voicing_vocabulary().modes:
        return found.mode != entry or bool(found.tags)
    return found.tags != (entry,) or found.mode is not None


def vocabulary_examples(ga: VoicingSearch) -> Table:
    "The vocabulary's five examples, as the user said them and as the vocabulary rewrites them."
    pairs = [(e, *ga.ask([e.user_said, e.canonical_query])) for e in voicing_vocabulary().examples]
    rows = [(e.user_said, reading(said.reading), e.canonical_query, reading(rewritten.reading),
             charts(said) == charts(rewritten),
             phrase("{said:.4f}, {rewritten:.4f}", said=said.scores()[0], rewritten=rewritten.scores()[0]))
            for e, said, rewritten in pairs]
    minor, fm = ga.ask(["F minor", "Fm"])
    parts = [grid([("the user said", 28), ("read as", 34), ("rewritten", 17), ("read as", 26),
                   ("same voicings", 15), ("top scores", 0)], rows)]
    parts += [phrase("{query}, read as {reading}: {voicings}", query=a.query, reading=reading(a.reading),
                     voicings=named_charts(ga.index, a, SHOWN_VOICINGS)) for a in (minor, fm)]
    pictures = {slug(a.query): index_voicings(ga.index.corpus, first_rows(a), caption=caption) for a in (minor, fm)}
    figures = {"examples": len(pairs), "same_voicings": sum(charts(a) == charts(b) for _, a, b in pairs),
               **per("f_minor", **reading_figures(minor.reading)), **per("fm", **reading_figures(fm.reading))}
    for _, *both in pairs:
        figures |= {k: v for a in both for k, v in per(slug(a.query), top_score=a.scores()[0]).items()}
    return Table(ga.title("The vocabulary's five examples, as the user said them and as it rewrites them"), parts,
                 figures, pictures)


def modes_after_chord(ga: VoicingSearch) -> Table:
    "Each of the 23 modes after four chords, and alone: a mode changes an answer only through a tag."
    modes = voicing_vocabulary().modes
    rows, figures = [], {}
    for chord in MODE_CHORDS:
        alone, *after = ga.ask(mode_queries(chord))
        others = [(m, a) for m, a in zip(modes, after) if answer_key(a) != answer_key(alone)]
        rows.append((chord, len(modes), len(modes) - len(others),
                     Join("; ", [phrase("{mode}: {reading}", mode=m, reading=reading(a.reading, chord=False))
                                 for m, a in others])))
        figures |= per(slug(chord), same_as_alone=len(modes) - len(others))
    alone = dict(zip(modes, ga.ask(list(modes))))
    zero = [m for m, a in alone.items() if all(s == 0 for s in a.scores())]
    first_ten = [to_chart(ga.index.corpus.diagram(i)) for i in range(10)]
    figures |= {"modes": len(modes), "modes_alone_all_zero": len(zero), "modes_alone_reading_a_tag": len(modes) - len(zero),
                "zero_score": 0.0, "modes_alone_same_ten": len({tuple(charts(alone[m])) for m in zero}) == 1,
                "modes_alone_index_first_ten": bool(zero) and charts(alone[zero[0]]) == first_ten}
    parts = [grid([("chord", 7), ("modes", 6), ("the same ten voicings as alone", 30), ("the others, as read", 0)], rows),
             Line("modes alone: {modes_alone_all_zero} of {modes} answer with every score {zero_score:.4f}, "
                  "all the same ten voicings: {modes_alone_same_ten}, the index's first ten: {modes_alone_index_first_ten}"),
             phrase("  {voicings}", voicings=named_charts(ga.index, alone[zero[0]], 10) if zero else None)]
    parts += [phrase("  {mode}: {reading}, top score {score:.4f}", mode=m, reading=reading(a.reading),
                     score=a.scores()[0]) for m, a in alone.items() if m not in zero]
    return Table(ga.title("The {modes} modes after a chord, and alone", modes=len(modes)), parts, figures)


def tags_after_chord(ga: VoicingSearch) -> Table:
    "Each of the 188 tags after three chords: how many answers they give, bit by bit."
    tags = voicing_vocabulary().symbolic_tags
    bits = BY_NAME["SYMBOLIC"].dim
    found = {chord: TagAnswers.of(chord, *split_alone(ga.ask(tag_queries(chord)))) for chord in TAG_CHORDS}
    rows = [(chord, len(tags), t.distinct, t.same_as_alone, phrase("{n} of {total}", n=t.bits_alike, total=bits))
            for chord, t in found.items()]
    first = found[TAG_CHORDS[0]]
    twins = [(a, b, first.answers[a] == first.answers[b]) for a, b in TWIN_TAGS]
    parts = [grid([("chord", 7), ("tags", 6), ("different answers", 18), ("the same ten as the chord alone", 32),
                   ("bits whose tags all answer alike", 0)], rows),
             Line("for {first_chord}, the bits whose tags change nothing: {bits_changing_nothing}")]
    parts += [phrase("for {chord}, {tag} and {other}: the same answer {same}", chord=first.chord, tag=a, other=b,
                     same=same) for a, b, same in twins]
    figures = {"tags": len(tags), "first_chord": first.chord,
               "bits_changing_nothing": ", ".join(map(str, first.bits_changing_nothing))}
    for a, b, same in twins:
        figures |= per(f"{slug(a)}_{slug(b)}", same_answer=same)
    for chord, t in found.items():
        figures |= per(slug(chord), different_answers=t.distinct, same_as_alone=t.same_as_alone,
                       bits_alike=t.bits_alike)
    return Table(ga.title("The {tags} symbolic tags after a chord", tags=len(tags)), parts, figures)


def rootless_after_seventh(ga: VoicingSearch) -> Table:
    "\"rootless\" after ten seventh chords: how many of the answers leave the root out."
    answers = ga.ask([f"{chord} {ROOTLESS_TAG}" for chord in ROOTLESS_CHORDS])
    rows, figures, pictures, total, corpus = [], {}, {}, 0, ga.index.corpus
    for chord, answer in zip(ROOTLESS_CHORDS, answers):
        rootless = sum(is_rootless(corpus, h.index, chord) for h in answer.hits)
        in_index = rootless_in_index(corpus, chord)
        total += rootless
        rows.append((chord, phrase("{n} of {total}", n=rootless, total=len(answer.hits)), in_index,
                     named_charts(ga.index, answer, SHOWN_VOICINGS)))
        examples, root = rootless_examples(corpus, chord), chord_pitch_classes(chord)[0]
        figures |= per(slug(chord), rootless_in_index=in_index,
                       first_rootless_name=corpus.names[examples[0]] if examples else "")
        pictures |= {f"{slug(chord)}.answered": index_voicings(corpus, first_rows(answer), root, caption),
                     f"{slug(chord)}.in_index": index_voicings(corpus, examples, root, caption)}
    shells = sum(all("(shell)" in ga.index.corpus.names[h.index] for h in a.hits[:3]) for a in answers)
    figures |= {"voicings_answered": sum(len(a.hits) for a in answers), "rootless_answered": total,
                "chords": len(rows), "chords_first_three_shells": shells}
    parts = [grid([("chord", 7), ("ten voicings, rootless", 22), ("rootless in the index", 22), ("the first three", 0)],
                  rows),
             Line("voicings answered {voicings_answered}: rootless {rootless_answered}")]
    return Table(ga.title('"{tag}" after a seventh chord', tag=ROOTLESS_TAG), parts, figures, pictures)


def example_queries(ga: VoicingSearch) -> Table:
    "GA's own example queries and three of the course's: how they read, and the words read as tags."
    def row(answer: SearchAnswer):
        top = answer.scores()[0] if answer.hits else ForReader(phrase("none"), phrase("no voicing"))
        return (answer.query, reading(answer.reading), top, tag_matches(answer.reading))

    columns = [("query", 41), ("read as", 34), ("top score", 12, ".4f"),
               ("words no tag spells, and the tag they match", 0)]
    ours, course = ga.ask(list(GA_QUERIES)), ga.ask(list(COURSE_QUERIES))
    parts = [grid(columns, [row(a) for a in ours]), "the course's:", grid(columns, [row(a) for a in course], header=False)]
    figures = {"ga_queries": len(ours), "course_queries": len(course),
               "read_nothing": sum(a.reading is None for a in ours + course)}
    for a in ours + course:
        figures |= per(slug(a.query), top_score=a.scores()[0]) if a.hits else {}
    return pin_only(ga, ga.title("GA's example queries, and words read as tags"), parts, figures)


def scores(ga: VoicingSearch) -> Table:
    "The partitions a query fills, the ceiling they set, and the top scores of chord queries."
    chords = chord_symbols()
    best, best_score = None, -1.0
    for chord, answer in zip(chords, ga.ask(chords, limit=1)):
        if answer.scores()[0] > best_score:  # the first of equal scores is kept
            best, best_score = chord, answer.scores()[0]
    tops = [(q, a.scores()[0]) for q, a in zip(SCORE_QUERIES, ga.ask(list(SCORE_QUERIES)))]
    parts = [phrase("partitions a query fills: {filled}; always empty: {empty}", filled=weights(FILLED),
                    empty=weights(ALWAYS_EMPTY)),
             Line("the highest score a query can reach: {score_ceiling:.2f}"),
             Line("chord queries {chord_queries}: the highest top score {highest_top_score:.4f}, "
                  "for {highest_top_score_chord}"),
             *(phrase("  {query}: {score:.4f}", query=q, score=s) for q, s in tops)]
    figures = {"score_ceiling": round(sum(BY_NAME[p].weight for p in FILLED), 2),
               "chord_only_ceiling": round(sum(BY_NAME[p].weight for p in FILLED if p != "SYMBOLIC"), 2),
               "chord_queries": len(chords), "highest_top_score": best_score, "highest_top_score_chord": best}
    for q, s in tops:
        figures |= per(slug(q), top_score=s)
    for p in FILLED + ALWAYS_EMPTY:
        figures |= per(p.lower(), weight=BY_NAME[p].weight)
    return Table(ga.title("The scores"), parts, figures)


def weights(partitions) -> Join:
    """Partitions with their weights: "STRUCTURE 0.45, SYMBOLIC 0.10"."""
    return Join(", ", [phrase("{partition} {weight:.2f}", partition=p, weight=BY_NAME[p].weight) for p in partitions])


def parked_draft(ga: VoicingSearch) -> Table:
    "The parked draft skill's example answer for \"mellow Cm9\": its notes and its tags."
    plays, chord, missing = draft_notes(DRAFT_ANSWER, DRAFT_CHORD)
    keys = set(tag_registry())
    parts = [Line("{draft_answer} plays {draft_notes_played}; {draft_chord} is {draft_chord_notes}, "
                  "and the voicing leaves out {draft_notes_left_out}")]
    parts += [phrase("its tag {tag}: in the vocabulary {known}, read as {reading}", tag=t, known=t in keys,
                     reading=reading(read_query(f"{DRAFT_CHORD} {t}"))) for t in DRAFT_TAGS]
    figures = {"draft_answer": DRAFT_ANSWER, "draft_chord": DRAFT_CHORD, "draft_notes_played": " ".join(plays),
               "draft_chord_notes": " ".join(chord), "draft_notes_left_out": " ".join(missing),
               "draft_tags_in_vocabulary": sum(t in keys for t in DRAFT_TAGS)}
    return pin_only(ga, ga.title('The parked draft\'s example answer for "{request}"', request=DRAFT_REQUEST), parts,
                    figures)


def pin_only(ga: VoicingSearch, title: Phrase, parts: list, figures: dict) -> Table:
    """A table the course prints at the pin only; on main its figures stay, unprinted."""
    return Table(title, parts, figures) if ga.at == "pin" else Table(None, (), figures)


def first_rows(answer: SearchAnswer) -> list[int]:
    """The index rows of an answer's first voicings, those the tables show."""
    return [h.index for h in answer.hits[:SHOWN_VOICINGS]]


def split_alone(answers: list[SearchAnswer]) -> tuple[SearchAnswer, list[SearchAnswer]]:
    """The chord alone's answer, and the answers after it."""
    return answers[0], answers[1:]


def slug(text: str) -> str:
    """An item's name in figure names: "F# Lydian drop 2" -> "f_sharp_lydian_drop_2"."""
    spelled = text.lower().replace("#", "_sharp").replace("-", "_").replace("'", "")
    return "_".join("".join(c if c.isalnum() else " " for c in spelled).split())


QUESTIONS = [vocabulary, vocabulary_examples, modes_after_chord, tags_after_chord, rootless_after_seventh,
             example_queries, scores, parked_draft]
