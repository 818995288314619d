// Product Hub in Simplified Chinese.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

export const messages: Messages = {
  nav: {
    skip: "跳至内容",
    label: "主导航",
    menu: "主菜单",
  },
  description: "Product Hub：浏览商品目录，按名称搜索商品，按分类筛选商品。",
  previewImage: "商品目录：一组商品卡片，显示名称、类别和价格。",
  footer: { rights: "保留所有权利。", language: "语言", change: "切换" },
  languageLeft: {
    search: (search: string) => `搜索${search}使用的是之前的语言，因此在这里不适用。`,
    category: (category: string) => `分类${category}使用的是之前的语言，因此在这里不适用。`,
    both: (search: string, category: string) =>
      `搜索${search}和分类${category}使用的是之前的语言，因此在这里不适用。`,
  },
  catalog: {
    title: "全部商品",
    empty: "未找到商品",
    products: ({ count }: Count) => `${count} 件商品`,
    quoted: (text: string) => `“${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${category}分类中的${search}`,
    noScript: "商品目录需要 JavaScript：请启用 JavaScript 以查看商品。",
    reset: "重置",
    filterAndSort: "筛选和排序",
  },
  loading: { products: "正在加载商品" },
  search: {
    label: "按名称搜索商品",
    placeholder: "搜索商品",
    clear: "清除搜索",
    submit: "搜索",
    limit: (max: string) => `搜索内容最多 ${max} 个字符。`,
  },
  price: {
    min: "最低价格",
    max: "最高价格",
    any: "不限",
    hint: "以美元为单位，例如 25 或 9.99。",
    notANumber: (field: string) => `已忽略${field}：请输入美元金额，例如 25 或 9.99。`,
    tooLong: (field: string, max: string) => `已忽略${field}：最多 ${max} 个字符。`,
    negative: (field: string) => `已忽略${field}：价格不能为负数。`,
    notWholeCents: (field: string) => `已忽略${field}：最多两位小数，例如 9.99。`,
    readAs: (field: string, amount: string) => `${field}已识别为 ${amount}。`,
    minAboveMax: "已忽略价格范围：最低价格高于最高价格。",
    between: (min: string, max: string) => `${min} 至 ${max}`,
    from: (min: string) => `${min} 起`,
    upTo: (max: string) => `${max} 以内`,
  },
  category: {
    label: "分类",
    all: "全部分类",
    unknown: (quoted: string) => `${quoted}（无此分类）`,
    pressEnter: "按 Enter 键显示此分类",
  },
  sort: {
    label: "排序方式",
    featured: "推荐",
    "price-asc": "价格：从低到高",
    "price-desc": "价格：从高到低",
    "name-asc": "名称：A–Z",
  },
  card: {
    category: (category: string) => `分类：${category}`,
    price: (price: string) => `价格：${price}`,
    viewDetails: "查看详情",
    placeholderName: "商品名称",
    placeholderCategory: "名称",
  },
  details: { id: "编号", price: "价格", close: "关闭" },
  share: {
    share: "分享",
    copyLink: "复制链接",
    copied: "链接已复制到剪贴板。",
    copyThis: "复制此链接：",
  },
  pages: {
    label: "商品分页",
    previous: "上一页",
    next: "下一页",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `第 ${page} 页，共 ${pageCount} 页：第 ${first} 件商品`
        : `第 ${page} 页，共 ${pageCount} 页：第 ${first}–${last} 件商品`,
  },
  progress: {
    label: "正在生成商品",
    generating: ({ count }: Count) => `正在生成 ${count} 件商品……`,
    someMade: (share: string, { count }: Count) => `${count} 件商品已生成 ${share}`,
    allMade: ({ count }: Count) => `全部 ${count} 件商品已生成。`,
  },
  error: {
    title: "意外的应用程序错误！",
    notFound: "404 未找到",
    notFoundTitle: "找不到页面",
    back: "返回全部商品",
  },
  update: {
    available: (brand: string) => `${brand} 有新版本可用。`,
    later: "稍后",
    reload: "重新加载",
  },
};
