<?php

declare(strict_types=1);

namespace Fellside\Woolclip;

/** One farm's fleeces, as weighed and graded at the depot. */
final class Consignment
{
    /** @var Fleece[] */
    private array $fleeces = [];

    public function __construct(public readonly string $farm)
    {
    }

    /**
     * Lines of `grade grams`, e.g. `M 3450`; blank lines are skipped.
     */
    public static function fromTally(string $farm, string $tally): self
    {
        $consignment = new self($farm);
        foreach (preg_split('/\R/', $tally) as $n => $line) {
            $line = trim($line);
            if ($line === '') {
                continue;
            }
            if (!preg_match('/^(\S+)\s+(\d+)$/', $line, $m)) {
                throw new \InvalidArgumentException(sprintf('line %d: expected "grade grams", got "%s"', $n + 1, $line));
            }
            $consignment->add(new Fleece(Grade::fromCode($m[1]), (int) $m[2]));
        }
        return $consignment;
    }

    public function add(Fleece $fleece): void
    {
        $this->fleeces[] = $fleece;
    }

    public function count(): int
    {
        return count($this->fleeces);
    }

    public function grams(): int
    {
        return array_sum(array_map(static fn (Fleece $f) => $f->grams, $this->fleeces));
    }

    /** @return array<string, array{count: int, grams: int, pence: int}> by grade code, in grade order */
    public function byGrade(): array
    {
        $out = [];
        foreach (Grade::cases() as $grade) {
            $mine = array_filter($this->fleeces, static fn (Fleece $f) => $f->grade === $grade);
            if ($mine === []) {
                continue;
            }
            $out[$grade->value] = [
                'count' => count($mine),
                'grams' => array_sum(array_map(static fn (Fleece $f) => $f->grams, $mine)),
                'pence' => array_sum(array_map(static fn (Fleece $f) => $f->valuePence(), $mine)),
            ];
        }
        return $out;
    }

    public function grossPence(): int
    {
        return array_sum(array_column($this->byGrade(), 'pence'));
    }
}
