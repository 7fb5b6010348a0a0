<?php

declare(strict_types=1);

namespace Buskpitch;

/** A permit holder: a solo busker or a group performing under one permit. */
final class Act
{
    public const ACOUSTIC = 'acoustic';
    public const AMPLIFIED = 'amplified';
    public const CIRCLE = 'circle'; // a circle show: juggling, escapology, needs space for a crowd

    public function __construct(
        public readonly string $permit,
        public readonly string $name,
        public readonly string $type = self::ACOUSTIC,
        public readonly int $members = 1,
    ) {
        if (!in_array($type, [self::ACOUSTIC, self::AMPLIFIED, self::CIRCLE], true)) {
            throw new \InvalidArgumentException("unknown act type $type");
        }
        if ($members < 1) {
            throw new \InvalidArgumentException('an act has at least one member');
        }
    }
}
