<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** Transcribes print into uncontracted braille, word by word. */
final class Translator
{
    /**
     * The braille of each word of the text, in order.
     *
     * @return list<list<Cell>>
     */
    public function translate(string $text): array
    {
        $words = preg_split('/\s+/u', trim($text), -1, PREG_SPLIT_NO_EMPTY);
        return array_map(fn (string $word): array => $this->word($word), $words);
    }

    /** @return list<Cell> */
    public function word(string $word): array
    {
        $cells = [];
        $numeric = false;
        foreach (mb_str_split($word) as $char) {
            if (ctype_digit($char)) {
                if (!$numeric) {
                    $cells[] = Cell::dots(...Alphabet::NUMERIC);
                    $numeric = true;
                }
                $cells[] = Cell::dots(...Alphabet::digit($char));
                continue;
            }

            if (ctype_alpha($char)) {
                $lower = strtolower($char);
                if ($char !== $lower) {
                    $cells[] = Cell::dots(...Alphabet::CAPITAL);
                } elseif ($numeric && Alphabet::readsAsDigit($lower)) {
                    $cells[] = Cell::dots(...Alphabet::LETTER);
                }
                $cells[] = Cell::dots(...Alphabet::letter($lower));
                $numeric = false;
                continue;
            }

            $mark = Alphabet::punctuation($char);
            if ($mark === null) {
                throw new \InvalidArgumentException("cannot transcribe '$char' in '$word'");
            }
            $cells[] = Cell::dots(...$mark);
            $numeric = false;
        }
        return $cells;
    }
}
