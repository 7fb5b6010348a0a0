<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** Wraps braille words into lines of a fixed number of cells, one blank cell between words. */
final class LineBreaker
{
    /**
     * @param list<list<Cell>> $words
     * @return list<list<Cell>>
     */
    public static function wrap(array $words, int $width): array
    {
        $lines = [];
        $line = [];
        foreach ($words as $word) {
            if (count($word) > $width) {
                throw new \LengthException(sprintf('a word of %d cells does not fit a %d-cell line', count($word), $width));
            }
            if ($line !== [] && count($line) + 1 + count($word) > $width) {
                $lines[] = $line;
                $line = [];
            }
            if ($line !== []) {
                $line[] = Cell::blank();
            }
            array_push($line, ...$word);
        }
        if ($line !== []) {
            $lines[] = $line;
        }
        return $lines;
    }
}
