<?php

declare(strict_types=1);

namespace Tannery;

/** The hides that go through the drums together. */
final class Batch
{
    /** @var list<Hide> */
    private array $hides = [];

    public function __construct(public readonly string $id)
    {
    }

    public function add(Hide $hide): self
    {
        foreach ($this->hides as $existing) {
            if ($existing->tag === $hide->tag) {
                throw new \InvalidArgumentException("batch {$this->id}: hide {$hide->tag} added twice");
            }
        }
        $this->hides[] = $hide;
        return $this;
    }

    public function count(): int
    {
        return count($this->hides);
    }

    public function greenKg(): float
    {
        return array_sum(array_map(static fn (Hide $h): float => $h->greenKg, $this->hides));
    }

    public function peltKg(): float
    {
        return array_sum(array_map(static fn (Hide $h): float => $h->peltKg(), $this->hides));
    }

    public function shavedKg(): float
    {
        return array_sum(array_map(static fn (Hide $h): float => $h->shavedKg(), $this->hides));
    }

    public function finishedAreaM2(): float
    {
        return array_sum(array_map(static fn (Hide $h): float => $h->areaM2, $this->hides));
    }

    public function finishedAreaSqft(): float
    {
        return $this->finishedAreaM2() * 10.7639;
    }
}
