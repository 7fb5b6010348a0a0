<?php

declare(strict_types=1);

namespace Locksmith\Cutting;

/**
 * Keys a customer wants cut at the counter: how many copies of each blank.
 */
final class CuttingOrder
{
    /** @var array<string, int> copies by blank code, in the order asked for */
    private array $copies = [];

    /**
     * @param string|null $proofCard number of the customer's key registration card, needed for
     *                               restricted keys
     */
    public function __construct(public readonly ?string $proofCard = null)
    {
    }

    public function add(string $blankCode, int $copies = 1): self
    {
        if ($copies < 1) {
            throw new \InvalidArgumentException("Cannot cut $copies copies");
        }
        $code = strtoupper($blankCode);
        $this->copies[$code] = ($this->copies[$code] ?? 0) + $copies;

        return $this;
    }

    /**
     * @return array<string, int>
     */
    public function copies(): array
    {
        return $this->copies;
    }

    public function totalKeys(): int
    {
        return array_sum($this->copies);
    }
}
