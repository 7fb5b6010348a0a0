RSpec.describe Cidermill::Pressing do
  subject(:pressing) { described_class.new }

  let(:batches) do
    [
      Cidermill::Batch.new(grower: "Ashby", variety: "Dabinett", kind: :bittersweet, kg: 240, brix: 12.1, bruised_pct: 5),
      Cidermill::Batch.new(grower: "Ashby", variety: "Bramley", kind: :sharp, kg: 80, brix: 9.2),
      Cidermill::Batch.new(grower: "Croft", variety: "Kingston Black", kind: :bittersweet, kg: 150, brix: 11.4, bruised_pct: 10),
      Cidermill::Batch.new(grower: "Croft", variety: "Egremont Russet", kind: :dessert, kg: 60, brix: 13.0),
      Cidermill::Batch.new(grower: "Dunn", variety: "Yarlington Mill", kind: :bittersweet, kg: 20, brix: 11.0, bruised_pct: 2)
    ]
  end

  it "refuses unripe loads" do
    expect(pressing.refused(batches).map(&:variety)).to eq(["Bramley"])
  end

  it "adds up the juice of each grower's accepted loads" do
    expect(pressing.juice_by_grower(batches)).to eq("Ashby" => 148.8, "Croft" => 135.0, "Dunn" => 12.4)
  end

  it "charges per litre with a minimum fee" do
    expect(pressing.fees(batches)).to eq("Ashby" => 2678, "Croft" => 2430, "Dunn" => 500)
  end
end
