<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * The price list. Loaded from the kitchen's CSV export:
 *
 *     code,name,category,price,allergens
 *     H01,Cheese toastie,hot,1.60,milk;gluten
 */
final class Catalogue
{
    /** @var array<string, Product> */
    private array $products = [];

    public function add(Product $product): void
    {
        if (isset($this->products[$product->code])) {
            throw new \InvalidArgumentException("Duplicate product code {$product->code}");
        }
        $this->products[$product->code] = $product;
    }

    public function get(string $code): Product
    {
        return $this->products[$code] ?? throw new \OutOfBoundsException("No product with code '$code'");
    }

    /** @return Product[] */
    public function inCategory(Category $category): array
    {
        return array_values(array_filter(
            $this->products,
            static fn (Product $p) => $p->category === $category,
        ));
    }

    /** @return Product[] in code order */
    public function all(): array
    {
        $all = $this->products;
        ksort($all);
        return array_values($all);
    }

    public static function fromCsv(string $csv): self
    {
        $catalogue = new self();
        $lines = preg_split('/\R/', trim($csv));
        foreach ($lines as $n => $line) {
            $line = trim($line);
            if ($line === '' || str_starts_with($line, '#')) {
                continue;
            }
            $fields = array_map('trim', str_getcsv($line));
            if ($n === 0 && strtolower($fields[0]) === 'code') {
                continue;
            }
            if (count($fields) < 4) {
                throw new \InvalidArgumentException('Line ' . ($n + 1) . ': expected at least 4 fields');
            }
            $allergens = isset($fields[4]) && $fields[4] !== ''
                ? array_map(static fn (string $a) => strtolower(trim($a)), explode(';', $fields[4]))
                : [];
            $catalogue->add(new Product(
                $fields[0],
                $fields[1],
                Category::from(strtolower($fields[2])),
                Format::parsePounds($fields[3]),
                $allergens,
            ));
        }
        return $catalogue;
    }
}
