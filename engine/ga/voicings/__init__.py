"""GA's voicing corpus (VoicingGenerator) and its chord names (CanonicalChordRecognizer)."""
from .corpus import Corpus, corpus_of, lesson3_corpus
from .naming import Identity, identify_masks

__all__ = ["Corpus", "corpus_of", "Identity", "identify_masks", "lesson3_corpus"]
