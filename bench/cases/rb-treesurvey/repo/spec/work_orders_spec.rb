RSpec.describe Treesurvey::WorkOrders do
  it "fells dead trees first, then reduces high-risk crowns, then clears deadwood" do
    expect(described_class.for(survey).map(&:to_s)).to eq([
      "P1 T003: fell",
      "P2 T002: crown reduction",
      "P3 T004: remove deadwood",
      "P3 T007: remove deadwood",
    ])
  end

  it "leaves sound trees alone" do
    expect(described_class.order_for(tree("T006"))).to be_nil
  end
end
