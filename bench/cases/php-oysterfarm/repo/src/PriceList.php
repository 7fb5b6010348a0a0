<?php

declare(strict_types=1);

namespace Oysterfarm;

/** Prices per dozen, in pence, for each grade. */
final class PriceList
{
    /**
     * @param array<string, int> $pencePerDozen keyed by Grade value
     */
    public function __construct(private readonly array $pencePerDozen)
    {
        foreach ($pencePerDozen as $value => $pence) {
            if (Grade::tryFrom((string) $value) === null) {
                throw new \InvalidArgumentException(sprintf('Unknown grade "%s"', $value));
            }
            if ($pence <= 0) {
                throw new \InvalidArgumentException('Prices must be positive');
            }
        }
    }

    public static function standard(): self
    {
        return new self([
            '0' => 2400,
            '1' => 1800,
            '2' => 1500,
            '3' => 1250,
            '4' => 1000,
        ]);
    }

    public function sells(Grade $grade): bool
    {
        return isset($this->pencePerDozen[$grade->value]);
    }

    public function perDozen(Grade $grade): int
    {
        if (!$this->sells($grade)) {
            throw new \DomainException(sprintf('%s oysters are not on the price list', $grade->label()));
        }

        return $this->pencePerDozen[$grade->value];
    }
}
