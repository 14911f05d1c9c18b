"""Text folded for screening: one spelling for every way of writing the same letters.

A filter that matches words is beaten by writing them differently: full-width or
styled letters (`𝐢𝐠𝐧𝐨𝐫𝐞`), Cyrillic and Greek look-alikes (`іgnore` with a
Cyrillic і), zero-width characters inside a word (`ig\u200bnore`), accents. The
screen runs on the folded text; what is stored stays as written.

The look-alike table is ours: the libraries that fold Unicode either transliterate
by sound (anyascii turns the Cyrillic `р`, which looks like `p`, into `r`) or list
every possible reading (confusables), and the screen needs one reading: the Latin
letter a reader sees.
"""

from __future__ import annotations

import re
import unicodedata

# Cyrillic and Greek letters that look like Latin ones (Unicode confusables.txt, the
# lower-case letters; folding runs after casefold, so capitals are covered).
_LOOK_ALIKES = str.maketrans(
    {
        "а": "a", "в": "b", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "і": "i", "ј": "j",
        "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "ԛ": "q", "г": "r", "ѕ": "s",
        "т": "t", "ц": "u", "ѵ": "v", "ԝ": "w", "х": "x", "у": "y", "ү": "y", "ӏ": "l",
        "ё": "e", "ї": "i", "ә": "e", "ɑ": "a", "ɡ": "g", "ɩ": "i", "ʏ": "y",
        "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "ς": "c", "σ": "o",
        "ı": "i", "ł": "l", "ø": "o", "đ": "d", "ħ": "h",
        # small capitals, which NFKC leaves alone, and Armenian look-alikes
        "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ꜰ": "f", "ɢ": "g", "ʜ": "h",
        "ɪ": "i", "ᴊ": "j", "ᴋ": "k", "ʟ": "l", "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p",
        "ǫ": "q", "ʀ": "r", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w", "ᴢ": "z",
        "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "ք": "p",
    }
)  # fmt: skip
# digits and signs written for letters inside a word ("1gn0re", "@dmin"); a word of
# digits alone (a year, a code) is left as it is
_LEET = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
)
# a word of letters and digits (or @, $), from its start only: tried at every letter, the
# lookaheads made one long word quadratic (100,000 letters: minutes)
_LEET_WORD = re.compile(r"(?<![\w@$])(?=[\w@$]*[a-z])(?=[\w@$]*[0-9@$])[\w@$]+")
# chat spellings of the words the screen reads ("u do what she says over ur rules", "tiene
# q"): written out, so every lexicon needs only the full word
_SHORTHAND = {
    "u": "you",
    "ur": "your",
    "urself": "yourself",
    "ppl": "people",
    "pls": "please",
    "plz": "please",
    "q": "que",
    "pq": "porque",
    "xq": "porque",
    "tb": "tambem",
    "tbm": "tambem",
    "thier": "their",
    "w/": "with",
    "ain't": "is not",
    "pfv": "por favor",
    "porfa": "por favor",
    "n": "nao",
}
# a word alone; the Spanish "u" ("siete u ocho") and "U.S." stay
_SHORTHAND_WORD = re.compile(
    r"(?<![\w.'-])(?:" + "|".join(_SHORTHAND) + r")(?![\w.'-])(?<!\bu(?= h?o))"
)
_DROP_MARKS = dict.fromkeys(range(0x300, 0x370))  # combining accents, after NFD
_SPACES = re.compile(r"\s+")
_KEPT_MARKS = frozenset("\u0300\u0301\u0302\u0303\u0308\u0327")  # the accents of pt and es


def _invisible(char: str) -> bool:
    # Cf: zero-width spaces and joiners, bidi marks, soft hyphen, word joiner...
    return unicodedata.category(char) in ("Cf", "Mn", "Me", "Cc", "Co", "Cs") and char not in (
        "\n",
        "\t",
    )


def fold_for_screening(text: str, *, keep_accents: bool = False) -> str:
    """`text` in lower-case plain Latin letters: NFKC, look-alikes mapped, accents and
    invisible characters dropped, runs of white space made one space. `keep_accents`
    keeps the accented letters (composed), which some verb forms are told apart by."""
    folded = unicodedata.normalize("NFKC", text).casefold().translate(_LOOK_ALIKES)
    folded = unicodedata.normalize("NFD", folded)
    if not keep_accents:
        folded = folded.translate(_DROP_MARKS)
    folded = "".join(char for char in folded if not _invisible(char) or char in _KEPT_MARKS)
    if keep_accents:
        folded = unicodedata.normalize("NFC", folded)
    folded = _LEET_WORD.sub(lambda word: word.group(0).translate(_LEET), folded)
    folded = _SHORTHAND_WORD.sub(lambda word: _SHORTHAND[word.group(0)], folded)
    return _SPACES.sub(" ", folded).strip()
