<?php

declare(strict_types=1);

namespace Drapery;

/**
 * Heading styles: how much fabric goes across the track for each centimetre
 * of finished width (fullness), what the heading turns down at the top, and
 * the making charge for each width of fabric sewn.
 */
final class Heading
{
    private const STYLES = [
        'pencil' => ['fullness' => 2.5, 'allowance' => 7.5, 'making' => 2400],
        'pinch' => ['fullness' => 2.25, 'allowance' => 15.0, 'making' => 3600],
        'goblet' => ['fullness' => 2.5, 'allowance' => 15.0, 'making' => 4200],
        'eyelet' => ['fullness' => 1.75, 'allowance' => 10.0, 'making' => 3000],
    ];

    private function __construct(
        public readonly string $style,
        public readonly float $fullness,
        public readonly float $allowanceCm,
        public readonly int $makingPencePerWidth,
    ) {
    }

    public static function of(string $style): self
    {
        $key = strtolower(trim($style));
        if (!isset(self::STYLES[$key])) {
            throw new \InvalidArgumentException("unknown heading: $style");
        }
        $s = self::STYLES[$key];
        return new self($key, $s['fullness'], $s['allowance'], $s['making']);
    }

    /** @return list<string> */
    public static function styles(): array
    {
        return array_keys(self::STYLES);
    }
}
