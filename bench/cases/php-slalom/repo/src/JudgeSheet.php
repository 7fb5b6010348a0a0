<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * The sheet of one gate judge's section: a header naming the gates the section covers, then one
 * line per boat with a mark for each of those gates.
 *
 *     section 2: gates 7-12
 *     14: 0 0 2 0 0 50
 *     21: 0 2 2 0 0 0
 */
final class JudgeSheet
{
    /** @param array<int, array<int, Penalty>> $marks bib => gate => penalty */
    private function __construct(
        public readonly int $section,
        public readonly int $firstGate,
        public readonly int $lastGate,
        public readonly array $marks,
    ) {
    }

    public static function parse(string $text, Course $course): self
    {
        $lines = array_values(array_filter(array_map('trim', explode("\n", $text)), 'strlen'));
        if ($lines === [] || !preg_match('/^section (\d+): gates (\d+)-(\d+)$/', $lines[0], $h)) {
            throw new \InvalidArgumentException('a judge sheet starts with "section N: gates A-B"');
        }
        [$section, $first, $last] = [(int) $h[1], (int) $h[2], (int) $h[3]];
        $course->check($first);
        $course->check($last);

        $marks = [];
        foreach (array_slice($lines, 1) as $line) {
            if (!preg_match('/^(\d+):((?:\s+\d+)+)$/', $line, $m)) {
                throw new \InvalidArgumentException("unreadable line on section $section: '$line'");
            }
            $bib = (int) $m[1];
            $cells = preg_split('/\s+/', trim($m[2]));
            if (count($cells) !== $last - $first + 1) {
                throw new \InvalidArgumentException(
                    "bib $bib has " . count($cells) . " marks on section $section, which covers gates $first-$last"
                );
            }
            foreach ($cells as $i => $cell) {
                $marks[$bib][$first + $i] = Penalty::fromMark($cell);
            }
        }
        return new self($section, $first, $last, $marks);
    }

    /** @param array<int, Run> $runs bib => run */
    public function applyTo(array $runs): void
    {
        foreach ($this->marks as $bib => $gates) {
            if (!isset($runs[$bib])) {
                throw new \OutOfBoundsException("section {$this->section} marked bib $bib, who has no run");
            }
            foreach ($gates as $gate => $penalty) {
                $runs[$bib]->mark($gate, $penalty);
            }
        }
    }
}
