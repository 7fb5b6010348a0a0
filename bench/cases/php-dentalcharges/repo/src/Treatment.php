<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use InvalidArgumentException;

/**
 * The practice's treatment codes and the band each falls in.
 */
final class Treatment
{
    private const CATALOGUE = [
        'EXAM' => ['Examination', Band::One],
        'XRAY' => ['Radiograph', Band::One],
        'SCALE' => ['Scale and polish', Band::One],
        'FLUOR' => ['Fluoride varnish', Band::One],
        'FISS' => ['Fissure sealant', Band::One],
        'FILL' => ['Filling', Band::Two],
        'RCT' => ['Root canal treatment', Band::Two],
        'EXTR' => ['Extraction', Band::Two],
        'PERIO' => ['Periodontal treatment', Band::Two],
        'CROWN' => ['Crown', Band::Three],
        'BRIDGE' => ['Bridge', Band::Three],
        'DENT' => ['Denture', Band::Three],
        'URG' => ['Urgent care', Band::Urgent],
    ];

    private function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly Band $band,
    ) {
    }

    public static function fromCode(string $code): self
    {
        $code = strtoupper(trim($code));
        if (!isset(self::CATALOGUE[$code])) {
            throw new InvalidArgumentException("unknown treatment code {$code}");
        }
        [$name, $band] = self::CATALOGUE[$code];
        return new self($code, $name, $band);
    }

    /** @return list<string> */
    public static function codes(): array
    {
        return array_keys(self::CATALOGUE);
    }

    /** Laboratory work whose repair within twelve months is free. */
    public function isLabWork(): bool
    {
        return in_array($this->code, ['CROWN', 'BRIDGE', 'DENT'], true);
    }
}
