import type { Language } from '../rules/messages';

/**
 * Common given and family names per content language, hand-picked so each country's people
 * sound local (Hong Kong names, not Taiwanese ones; British and Australian, not only American).
 */
export const NAMES: Record<Language, { male: readonly string[]; female: readonly string[]; family: readonly string[] }> = {
  'zh-CN': {
    male: ['伟', '强', '磊', '洋', '勇', '军', '杰', '涛', '斌', '超', '浩然', '子轩', '宇航', '博文', '志强', '俊杰', '建华', '明辉', '天佑', '思远'],
    female: ['静', '丽', '敏', '婷', '娜', '芳', '雪', '颖', '欣怡', '梓涵', '诗涵', '雨桐', '佳怡', '思琪', '晓燕', '美玲', '慧敏', '雅婷', '可欣', '紫萱'],
    family: ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'],
  },
  'zh-TW': {
    male: ['志明', '家豪', '俊傑', '偉倫', '嘉俊', '子朗', '浩然', '卓軒', '樂軒', '天佑', '國強', '偉文', '振邦', '子健', '健豪', '永康', '家樂', '啟賢', '文傑', '嘉偉'],
    female: ['嘉欣', '詠詩', '凱琳', '曉彤', '樂怡', '穎欣', '芷晴', '思穎', '綺雯', '慧敏', '美玲', '雅婷', '淑儀', '佩珊', '家慧', '曉琳', '婉婷', '詩琪', '靜雯', '倩儀'],
    family: ['陳', '黃', '李', '張', '梁', '林', '劉', '何', '吳', '王', '鄭', '楊', '羅', '郭', '謝', '曾', '周', '麥', '馮', '蔡', '區', '余', '葉', '鍾', '潘', '盧', '譚', '霍', '彭', '文'],
  },
  en: {
    male: ['James', 'Oliver', 'Jack', 'Harry', 'Liam', 'Noah', 'Thomas', 'William', 'George', 'Daniel', 'Ryan', 'Connor', 'Luke', 'Nathan', 'Sean', 'Callum', 'Michael', 'Adam', 'Jamie', 'Ben'],
    female: ['Olivia', 'Emily', 'Sophie', 'Charlotte', 'Grace', 'Chloe', 'Emma', 'Jessica', 'Hannah', 'Lucy', 'Ella', 'Megan', 'Amelia', 'Isla', 'Ruby', 'Zoe', 'Holly', 'Lauren', 'Amy', 'Niamh'],
    family: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Murphy', "O'Brien", 'Campbell', 'Kelly', 'Anderson', 'Mitchell', 'Harris', 'Martin', 'Lee', 'Walsh'],
  },
  ja: {
    male: ['翔太', '大輝', '拓海', '健太', '蓮', '陽翔', '悠真', '大和', '颯太', '湊', '和也', '直樹', '達也', '翼', '誠', '亮', '隼人', '海斗', '優斗', '涼'],
    female: ['陽菜', '結衣', '美咲', 'さくら', '葵', '凛', '愛', '彩花', '七海', '真央', '美月', '遥', '優花', '楓', '芽依', '結菜', 'ひなた', '莉子', '杏', '千尋'],
    family: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '佐々木', '山口', '松本', '井上', '木村', '林', '斎藤', '清水', '山崎', '森', '池田', '橋本', '阿部', '石川', '前田', '藤田', '小川', '岡田'],
  },
};
