<?php

declare(strict_types=1);

namespace Hillside\Orchard;

/** A day's picks, summed per picker and per variety. */
final class Ledger
{
    /** @var list<Pick> */
    private array $picks = [];

    public static function fromText(string $text): self
    {
        $ledger = new self();
        foreach (explode("\n", $text) as $line) {
            $line = trim($line);
            if ($line === '' || str_starts_with($line, '#')) {
                continue;
            }
            $ledger->add(Pick::parse($line));
        }
        return $ledger;
    }

    public function add(Pick $pick): void
    {
        $this->picks[] = $pick;
    }

    public function count(): int
    {
        return count($this->picks);
    }

    /**
     * Each picker's bins and kilograms, heaviest first (ties by name).
     *
     * @return list<array{picker: string, bins: int, kg: float}>
     */
    public function byPicker(): array
    {
        $rows = [];
        foreach ($this->picks as $pick) {
            $rows[$pick->picker] ??= ['picker' => $pick->picker, 'bins' => 0, 'kg' => 0.0];
            $rows[$pick->picker]['bins']++;
            $rows[$pick->picker]['kg'] += $pick->kg;
        }
        $rows = array_values($rows);
        usort($rows, static fn (array $a, array $b): int => [$b['kg'], $a['picker']] <=> [$a['kg'], $b['picker']]);
        return $rows;
    }

    /** @return array<string, float> kilograms per variety, in alphabetical order */
    public function byVariety(): array
    {
        $kg = [];
        foreach ($this->picks as $pick) {
            $kg[$pick->variety] = ($kg[$pick->variety] ?? 0.0) + $pick->kg;
        }
        ksort($kg);
        return $kg;
    }

    public function totalKg(): float
    {
        return array_sum(array_map(static fn (Pick $p): float => $p->kg, $this->picks));
    }
}
