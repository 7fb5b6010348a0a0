<?php

declare(strict_types=1);

namespace Borough\Planning;

use DateTimeImmutable;
use InvalidArgumentException;

/** An application as the validation officer keys it in. */
final class Application
{
    public const TYPES = ['householder', 'dwellings', 'floorspace', 'change-of-use', 'advertisement', 'prior-approval'];

    public function __construct(
        public readonly string $reference,
        public readonly string $type,
        public readonly DateTimeImmutable $received,
        public readonly int $dwellings = 0,
        public readonly int $floorspaceM2 = 0,
        public readonly ?DateTimeImmutable $earlierDecision = null,
    ) {
        if (!in_array($type, self::TYPES, true)) {
            throw new InvalidArgumentException("$reference: unknown application type '$type'");
        }
        if ($dwellings < 0 || $floorspaceM2 < 0) {
            throw new InvalidArgumentException("$reference: dwellings and floorspace cannot be negative");
        }
    }

    /** A resubmission follows a refusal or withdrawal of an application for the same site by the same applicant. */
    public function isResubmission(): bool
    {
        return $this->earlierDecision !== null;
    }
}
