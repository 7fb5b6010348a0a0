<?php

declare(strict_types=1);

namespace Locksmith\Catalogue;

/**
 * The key blanks the shop stocks, keyed by their code.
 */
final class BlankCatalogue
{
    /** @var array<string, KeyBlank> */
    private array $blanks = [];

    /**
     * @param KeyBlank[] $blanks
     */
    public function __construct(array $blanks = [])
    {
        foreach ($blanks as $blank) {
            $this->add($blank);
        }
    }

    public function add(KeyBlank $blank): void
    {
        if (isset($this->blanks[$blank->code])) {
            throw new \InvalidArgumentException("Blank '{$blank->code}' is already in the catalogue");
        }
        $this->blanks[$blank->code] = $blank;
    }

    public function has(string $code): bool
    {
        return isset($this->blanks[strtoupper($code)]);
    }

    public function get(string $code): KeyBlank
    {
        return $this->blanks[strtoupper($code)] ?? throw UnknownBlank::code($code);
    }

    /**
     * @return KeyBlank[] the blanks of one type, in code order
     */
    public function ofType(KeyType $type): array
    {
        $found = array_filter($this->blanks, fn (KeyBlank $b) => $b->type === $type);
        ksort($found);

        return array_values($found);
    }

    /**
     * @return KeyBlank[] blanks whose description mentions every word of the query
     */
    public function search(string $query): array
    {
        $words = preg_split('/\s+/', strtolower(trim($query)), -1, PREG_SPLIT_NO_EMPTY);
        $found = [];
        foreach ($this->blanks as $code => $blank) {
            $haystack = strtolower($blank->description);
            $matches = true;
            foreach ($words as $word) {
                if (!str_contains($haystack, $word)) {
                    $matches = false;
                    break;
                }
            }
            if ($matches) {
                $found[$code] = $blank;
            }
        }
        ksort($found);

        return array_values($found);
    }
}
