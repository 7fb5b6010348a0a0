<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * Thrown by the till when a sale cannot go ahead; the message is shown to
 * the pupil at the counter.
 */
final class SaleRefused extends \RuntimeException
{
    public static function emptyBasket(): self
    {
        return new self('Nothing in the basket');
    }

    public static function allergen(PupilAccount $account, Product $product, string $allergen): self
    {
        return new self("{$product->name} contains $allergen, which {$account->label()} is allergic to");
    }

    public static function blocked(PupilAccount $account, Category $category): self
    {
        return new self("{$category->label()} are blocked on the account of {$account->label()}");
    }

    public static function outOfStock(Product $product, int $left): self
    {
        return new self("Only $left {$product->name} left");
    }

    public static function dailyLimit(PupilAccount $account, int $limit): self
    {
        return new self('Daily limit of ' . Format::pence($limit) . " reached for {$account->label()}");
    }

    public static function insufficientFunds(PupilAccount $account, int $total): self
    {
        return new self(
            "{$account->label()} has " . Format::pence($account->balance())
            . ', not enough for ' . Format::pence($total),
        );
    }
}
