<?php

declare(strict_types=1);

namespace Thatcher;

use InvalidArgumentException;

/** A thatching material, bought by the bundle. */
final class Material
{
    /** code => [name, bundles per m² for a full coat, pence per bundle] */
    private const CATALOGUE = [
        'water-reed' => ['Norfolk water reed', 9.0, 520],
        'wheat-reed' => ['combed wheat reed', 12.0, 410],
        'long-straw' => ['long straw', 14.0, 330],
    ];

    private function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly float $bundlesPerM2,
        public readonly int $pencePerBundle,
    ) {
    }

    public static function byCode(string $code): self
    {
        $code = strtolower(trim($code));
        if (!isset(self::CATALOGUE[$code])) {
            throw new InvalidArgumentException("unknown material: {$code}");
        }
        [$name, $perM2, $price] = self::CATALOGUE[$code];
        return new self($code, $name, $perM2, $price);
    }

    /** @return list<string> */
    public static function codes(): array
    {
        return array_keys(self::CATALOGUE);
    }

    /** Whole bundles for an area, with the given share added for waste. */
    public function bundlesFor(float $areaM2, float $waste = 0.05): int
    {
        return (int) ceil(round($areaM2 * $this->bundlesPerM2 * (1 + $waste), 6));
    }
}
