# frozen_string_literal: true

RSpec.describe Mealplan::ShoppingList do
  let(:plan) do
    Mealplan::Plan.new
                  .add(:mon, Mealplan::RECIPES.fetch("dal"))
                  .add(:wed, Mealplan::RECIPES.fetch("risotto"), servings: 4)
                  .add(:fri, Mealplan::RECIPES.fetch("chili"), servings: 3)
  end

  it "adds up an ingredient used by several recipes" do
    totals = described_class.new(plan).totals
    expect(totals.fetch("onion").to_s).to eq("4")
    expect(totals.fetch("rice").to_s).to eq("525 g")
  end

  it "lists everything when the pantry is empty" do
    expect(described_class.new(plan).lines).to eq(
      [
        "coconut milk: 400 ml", "kidney beans: 400 g", "onion: 4", "parmesan: 80 g", "red lentils: 300 g",
        "rice: 525 g", "risotto rice: 360 g", "stock: 1.5 l", "tomatoes: 400 g"
      ]
    )
  end

  it "takes off what the pantry holds and drops what it covers" do
    pantry = { "onion" => Mealplan::Quantity.parse("6 pc"), "rice" => Mealplan::Quantity.parse("0.5 kg") }
    expect(described_class.new(plan, pantry: pantry).lines).to eq(
      [
        "coconut milk: 400 ml", "kidney beans: 400 g", "parmesan: 80 g", "red lentils: 300 g", "rice: 25 g",
        "risotto rice: 360 g", "stock: 1.5 l", "tomatoes: 400 g"
      ]
    )
  end
end
